// http_ece ships no types; the fake push service uses only decrypt (worker/test/fake-push-service.ts).
declare module "http_ece" {
  const ece: {
    decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: unknown; authSecret: string }): Buffer;
  };
  export default ece;
}
