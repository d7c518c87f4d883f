import { authPaths } from '@shared/api/auth';
import { PRODUCT_NAME } from '@shared/constants';
import { authMessages } from '@shared/messages';
import { ArrowRight, FileSearch, Files, LayoutTemplate, type LucideIcon, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import type { AuthState } from '../../features/auth/api/get-auth-user';
import { SignInCheckFailed } from '../../features/auth/components/sign-in-check-failed';

/** What the product does, in the words of its own screens (no figures: nothing here is measured). */
const highlights: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: FileSearch,
    title: 'A match analysis with its evidence',
    text: 'Give your resume and a job posting: skills, keywords and experience are scored, and every score shows the lines behind it.',
  },
  {
    Icon: Sparkles,
    title: 'Improvements you choose',
    text: 'Apply suggested changes one at a time or edit sections yourself. Nothing is invented about you.',
  },
  {
    Icon: LayoutTemplate,
    title: 'A builder and templates',
    text: 'A step-by-step builder and eight templates take you from a blank page to a finished resume.',
  },
  {
    Icon: Files,
    title: 'Versions and exports',
    text: 'Keep numbered versions of your resume and download it as PDF, Word, plain text, HTML or JSON.',
  },
];

/**
 * The sign-in landing (platform spec §2 "Sign-in landing"): the product title, a tagline and the link to
 * /api/login, shown on the signed-in routes while the sign-in check loads and when the visitor is signed out.
 * When the check itself failed, a note offers to ask again.
 */
export function LandingPage({ auth }: { auth: Pick<AuthState, 'hasCheckFailed' | 'isRetrying' | 'retry'> }) {
  return (
    <div className="space-y-16 py-6 sm:py-12">
      <section
        aria-labelledby="landing-title"
        className="rounded-2xl border bg-linear-to-b from-primary/10 via-card to-card px-6 py-14 text-center shadow-sm sm:py-20"
      >
        <img src="/favicon.svg" alt="" className="mx-auto size-14" />
        <h1 id="landing-title" className="mt-6 text-5xl font-bold tracking-tight sm:text-6xl">
          {PRODUCT_NAME}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          {authMessages.landingTagline}
        </p>
        {auth.hasCheckFailed && (
          <div className="mt-8">
            <SignInCheckFailed isRetrying={auth.isRetrying} onRetry={auth.retry} />
          </div>
        )}
        <div className="mt-8 flex justify-center">
          {/* A full navigation to the server, which sends the visitor on to the identity provider. */}
          <Button asChild size="lg">
            <a href={authPaths.login}>
              {authMessages.landingSignIn}
              <ArrowRight aria-hidden />
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          See how your data is handled in the{' '}
          <Link
            href={paths.privacyPolicy}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            privacy policy
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="landing-features" className="space-y-6">
        <h2 id="landing-features" className="text-center text-2xl font-semibold tracking-tight">
          What you can do with {PRODUCT_NAME}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
