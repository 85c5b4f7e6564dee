import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from "../../../../schema/account-constants";
import { Button } from "../../components/button";
import { Card } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { messageOf } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/toast";
import { SectionTitle } from "../account/security-forms";
import { PUSH_KEY, notificationSettingsQuery, pushStateQuery, useSaveNotificationSettings } from "./queries";
import { currentSubscription, disablePush, enablePush, pushSupported } from "./push";

type DeviceState = "checking" | "unsupported" | "denied" | "off" | "on";

/** Push on this browser: whether it is subscribed, and the button that changes it. */
function DevicePush({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<DeviceState>("checking");
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pushSupported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    void currentSubscription().then(
      (s) => setState(s ? "on" : "off"),
      () => setState("off"),
    );
  }, []);

  const toggle = async () => {
    setBusy(true);
    try {
      if (state === "on") {
        await disablePush();
        setState("off");
        notifySuccess("Push notifications off", "This device no longer receives them.");
      } else {
        const result = await enablePush(publicKey!);
        setState(result === "enabled" ? "on" : "denied");
        if (result === "enabled") notifySuccess("Push notifications on", "This device will receive them.");
      }
      await queryClient.invalidateQueries({ queryKey: PUSH_KEY });
    } catch (error) {
      notifyError("Error", messageOf(error, "Failed to change push notifications"));
    } finally {
      setBusy(false);
    }
  };

  const text: Record<DeviceState, string> = {
    checking: "Checking this browser...",
    unsupported: "This browser cannot receive push notifications. They still land in the bell.",
    denied: "Notifications are blocked for this site in your browser settings. They still land in the bell.",
    off: "This device does not receive push notifications.",
    on: "This device receives push notifications.",
  };
  const canToggle = (state === "on" || state === "off") && publicKey !== null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-800 bg-slate-950/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-300" data-testid="push-state">
        {publicKey === null && state !== "unsupported"
          ? "Push is not configured on this server. Notifications land in the bell."
          : text[state]}
      </p>
      {canToggle ? (
        <Button
          variant={state === "on" ? "secondary" : "primary"}
          size="sm"
          disabled={busy}
          onClick={() => void toggle()}
        >
          {state === "on" ? "Turn off on this device" : "Turn on for this device"}
        </Button>
      ) : null}
    </div>
  );
}

export function NotificationSettingsCard() {
  const settings = useQuery(notificationSettingsQuery);
  const push = useQuery(pushStateQuery);
  const save = useSaveNotificationSettings();
  return (
    <Card>
      <SectionTitle
        title="Notifications"
        subtitle="Every notification lands in the bell. Choose which ones are also pushed to your devices."
      />
      {settings.isPending || push.isPending ? (
        <Spinner label="Loading notification settings..." />
      ) : settings.isError || push.isError || !settings.data ? (
        <p className="text-sm text-rose-400">Failed to load notification settings.</p>
      ) : (
        <div className="space-y-4">
          <DevicePush publicKey={push.data?.publicKey ?? null} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-200">Push these</legend>
            <div className="space-y-2">
              {NOTIFICATION_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-3 text-sm text-slate-300">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-500"
                    checked={settings.data![kind]}
                    disabled={save.isPending}
                    onChange={(e) =>
                      save.mutate(
                        { [kind]: e.target.checked },
                        { onError: (err) => notifyError("Error", messageOf(err, "Failed to save")) },
                      )
                    }
                  />
                  {NOTIFICATION_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </Card>
  );
}
