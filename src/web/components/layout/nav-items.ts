import { paths } from '../../config/paths';

/** Header links, core spec §2 "Shared layout". */
export const headerLinks = [
  { href: paths.home, label: 'Dashboard' },
  { href: paths.resumeBuilder, label: 'Builder' },
  { href: paths.templates, label: 'Templates' },
  { href: paths.industryTrends, label: 'Trends' },
  { href: paths.monitoring, label: 'Monitoring' },
] as const;

/** Mobile navigation entries, core spec §2. */
export const mobileLinks = [
  { href: paths.home, label: 'Dashboard', description: 'Main dashboard and analysis' },
  { href: paths.resumeBuilder, label: 'Resume Builder', description: 'Build your resume step by step' },
  { href: paths.templates, label: 'Templates', description: 'Professional resume templates' },
  { href: paths.industryTrends, label: 'Industry Trends', description: 'Latest job market insights' },
] as const;
