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
