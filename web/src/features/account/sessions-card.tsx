import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/button";
import { Card } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { messageOf } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/toast";
import { deviceName } from "./device";
import { sessionsQuery, useRevokeSession } from "./queries";
import { SectionTitle } from "./security-forms";

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SessionsCard() {
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  const signOut = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => notifySuccess("Signed out", "That session can no longer use your account."),
      onError: (e) => notifyError("Error", messageOf(e, "Failed to sign out the session")),
    });

  return (
    <Card>
      <SectionTitle title="Active sessions" subtitle="Where your account is signed in." />
      {sessions.isPending ? (
        <Spinner label="Loading sessions..." />
      ) : sessions.isError ? (
        <p className="text-sm text-rose-400">Failed to load sessions.</p>
      ) : !sessions.data?.length ? (
        <p className="text-sm text-slate-400">No active sessions.</p>
      ) : (
        <ul className="divide-y divide-slate-800" data-testid="session-list">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-3" data-testid="session-row">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-white" title={s.userAgent ?? undefined}>
                  {deviceName(s.userAgent)}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-300">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-xs text-slate-400">
                  {s.ip ? `${s.ip} · ` : ""}signed in {when(s.createdAt)} · last active {when(s.lastSeenAt)}
                </p>
              </div>
              {s.current ? null : (
                <Button variant="secondary" size="sm" disabled={revoke.isPending} onClick={() => signOut(s.id)}>
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
