import { PrivacySettings } from '../../features/privacy/components/privacy-settings';

/** /privacy-settings (platform spec §2): consent, the visitor's data, security and compliance; open to everyone. */
export function PrivacySettingsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Privacy Settings</h1>
        <p className="mt-2 text-muted-foreground">
          Change your consent, see and export what we hold about you, or delete it all.
        </p>
      </div>
      <PrivacySettings />
    </div>
  );
}
