/** CSV fixtures imported as text (Vite's `?raw`); a script file, so the wildcard is ambient. */
declare module "*.csv?raw" {
  const text: string;
  export default text;
}
