import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@shared/constants';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

/**
 * Footer links, core spec §2. The spec's placeholder links (resume analysis, career guide, help) have no
 * destination there; we point them at the pages that answer them rather than leave dead links.
 */
const columns = [
  {
    heading: 'Product',
    links: [
      { href: paths.home, label: 'Resume Analysis' },
      { href: paths.resumeBuilder, label: 'Resume Builder' },
      { href: paths.templates, label: 'Templates' },
    ],
  },
  {
    heading: 'Career Guide',
    links: [
      { href: paths.interviewTips, label: 'Interview Tips' },
      { href: paths.industryTrends, label: 'Industry Trends' },
    ],
  },
  {
    heading: 'Help',
    links: [{ href: paths.privacySettings, label: 'Privacy Settings' }],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="font-semibold">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Tailor your resume to the job, with an analysis that shows its evidence.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <p className="text-sm font-semibold">{column.heading}</p>
            <ul className="mt-2 space-y-1.5 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.heading === 'Help' && (
                <li>
                  <a
                    href={paths.privacyPolicy}
                    target="_blank"
                    rel="noopener"
                    className="text-muted-foreground hover:text-foreground"
                  >
                    Privacy Policy
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
