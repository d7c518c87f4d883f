import { PrivacyPolicy } from '../../features/privacy/components/privacy-policy';

/** /privacy-policy (platform spec §2): open to everyone, signed in or not. */
export function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
