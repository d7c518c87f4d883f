/** Every client route, platform spec §2. Route strings come only from here. */
export const paths = {
  home: '/',
  interviewTips: '/interview-tips',
  industryTrends: '/industry-trends',
  templates: '/templates',
  resumeBuilder: '/resume-builder',
  aiProviderDemo: '/ai-provider-demo',
  fileManagement: '/file-management',
  monitoring: '/monitoring',
  privacyPolicy: '/privacy-policy',
  privacySettings: '/privacy-settings',
} as const;

/**
 * Platform spec §2 route table: the screens only a signed-in visitor opens. Anywhere else on this list a visitor
 * who is signed out, or whose sign-in check is still loading, sees the landing page instead ("/" is the landing
 * itself then). The privacy pages and the 404 page are open to everyone. The router and the navigation both read
 * this one list.
 */
export const signedInPaths: readonly string[] = [
  paths.home,
  paths.interviewTips,
  paths.industryTrends,
  paths.templates,
  paths.resumeBuilder,
  paths.aiProviderDemo,
  paths.fileManagement,
  paths.monitoring,
];

/** Whether the screen at `path` (a route path, as in `paths`) needs a signed-in visitor. */
export function needsSignIn(path: string): boolean {
  return signedInPaths.includes(path);
}
