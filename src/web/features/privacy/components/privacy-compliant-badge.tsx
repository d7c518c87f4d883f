import { privacyMessages } from '@shared/messages';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';

/**
 * Platform spec §2: once consent is recorded, a small 'Privacy Compliant' badge at the bottom right. It leads
 * to the privacy settings, where the consent can be changed.
 */
export function PrivacyCompliantBadge() {
  return (
    <Link
      href={paths.privacySettings}
      title="Privacy settings"
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-1.5 rounded-full border border-transparent bg-green-100 px-3 py-1 text-xs font-medium text-green-900 shadow-sm hover:bg-green-200 dark:bg-green-950 dark:text-green-200"
    >
      <ShieldCheck className="size-3.5" aria-hidden />
      {privacyMessages.compliantBadge}
    </Link>
  );
}
