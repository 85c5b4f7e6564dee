import type { ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-emerald-500 text-ink hover:bg-emerald-400 disabled:bg-emerald-500/40",
  secondary: "border border-slate-700 bg-slate-900 text-slate-100 hover:bg-slate-800 disabled:opacity-50",
  ghost: "text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-50",
  danger: "bg-rose-600 text-rose-50 hover:bg-rose-500 disabled:bg-rose-600/40",
} as const;

const sizes = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-11 px-5 text-base" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export const buttonClass = (variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]}`;

export function Button({ variant = "primary", size = "md", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
