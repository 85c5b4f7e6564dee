import { Page, PageHeader } from "../../components/page";
import type { User } from "../auth/queries";
import { DataCard, DeleteAccountCard } from "./data-card";
import { EmailCard, PasswordCard } from "./security-forms";
import { SessionsCard } from "./sessions-card";
import { ThemeCard } from "./theme-card";
import { NotificationSettingsCard } from "../notifications/notification-settings-card";

export function AccountPage({ user }: { user: User }) {
  return (
    <Page>
      <PageHeader title="Account" subtitle="Your sign-in, sessions, preferences and data." />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <EmailCard user={user} />
          <PasswordCard />
          <ThemeCard />
        </div>
        <div className="space-y-6">
          <NotificationSettingsCard />
          <SessionsCard />
          <DataCard />
          <DeleteAccountCard />
        </div>
      </div>
    </Page>
  );
}
