import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Button } from "./button";

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
      <p className="mt-2 break-words text-sm text-slate-400">
        {error instanceof Error ? error.message : "Unknown error"}
      </p>
      <Button className="mt-6" onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </div>
  );
}
