import { type RetentionPeriods, RIGHTS_ANSWER_DAYS } from '@shared/api/privacy';
import { privacyMessages } from '@shared/messages';
import { SESSION_STORAGE_KEY } from '@shared/session-id';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { policyContacts } from '../policy-contacts';
import { formatDays } from '../retention-text';
import { PolicySection } from './policy-section';

/*
 * The sections of the privacy policy, in the order of platform spec §2 "Privacy policy". The text describes what
 * Vitae really does: anonymous by default (a random session id, no account), files scanned before use, no
 * tracking without analytics consent, AI calls to a third party only when the operator configured one.
 */

const mail = (address: string) => (
  <a href={`mailto:${address}`} className="text-primary underline underline-offset-2">
    {address}
  </a>
);

export function ControllerSection() {
  return (
    <PolicySection id="controller" title="1. Data controller and data protection officer">
      <p>
        The data controller responsible for your personal data on this service is{' '}
        <strong>{policyContacts.controllerName}</strong>, {policyContacts.controllerAddress}, reachable at{' '}
        {mail(policyContacts.privacyEmail)}.
      </p>
      <p>
        Our {policyContacts.dpoName} can be reached at {mail(policyContacts.dpoEmail)} for any question about
        how your data is processed.
      </p>
    </PolicySection>
  );
}

export function DataCollectedSection() {
  return (
    <PolicySection id="data-collected" title="2. Data we collect">
      <p>Vitae needs no account: you are recognised only by a random session identifier. We process:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Resume content</strong>: the files you upload and their text and sections, the versions you
          keep, and the resumes you send from the builder, which usually hold your name, contact details, work
          history and education.
        </li>
        <li>
          <strong>Job description data</strong>: the postings you paste, or the text of a posting page fetched
          from a link you give us.
        </li>
        <li>
          <strong>Analysis results</strong>: match scores, suggestions and the improved versions of your
          resume.
        </li>
        <li>
          <strong>Technical information</strong>: your IP address and user agent as your browser sends them
          with each request (they may appear in the server's operational logs); the session identifier, which
          your browser keeps under the name "{SESSION_STORAGE_KEY}" and sends with each request; and the
          results of the security scan of each file you upload (its risk level and what was found).
        </li>
        <li>
          <strong>Records of your choices</strong>: your consent (when, to what, under which policy version)
          and a log of what was processed for you and why.
        </li>
      </ul>
      <p>
        A resume you draft in the Resume Builder stays in your browser until you send it to the analysis.
        Without your analytics consent we record no usage events about you.
      </p>
    </PolicySection>
  );
}

export function LegalBasesSection() {
  return (
    <PolicySection id="legal-bases" title="3. Legal bases">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Consent</strong> (GDPR Art. 6(1)(a)): the processing of your resume and job descriptions for
          the analysis, which you accept with this policy, and each optional purpose (analytics, marketing,
          service improvements) you switch on. You can withdraw consent at any time in the Privacy Settings.
        </li>
        <li>
          <strong>Legitimate interest</strong> (Art. 6(1)(f)): scanning uploaded files for dangerous content,
          limiting the rate of requests, and keeping operational logs, to keep the service safe for everyone.
        </li>
        <li>
          <strong>Legal obligation</strong> (Art. 6(1)(c)): keeping the records we need to show that we
          answered your rights requests, such as an anonymous receipt of an erasure.
        </li>
      </ul>
    </PolicySection>
  );
}

export function UsesSection() {
  return (
    <PolicySection id="uses" title="4. How we use your data">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Analysis</strong>: to compare your resume with a job description, explain the match, suggest
          improvements and produce the files you export.
        </li>
        <li>
          <strong>Security</strong>: to check every file before it is opened, and to protect the service from
          abuse.
        </li>
        <li>
          <strong>Improvement</strong>: only with your consent, to learn which features help and where the
          analysis falls short.
        </li>
      </ul>
      <p>We do not sell your data, and we do not use it to make decisions about you.</p>
    </PolicySection>
  );
}

export function RetentionSection({ periods }: { periods: RetentionPeriods }) {
  return (
    <PolicySection id="retention" title="5. How long we keep your data">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Temporary files</strong> (uploads being checked): {formatDays(periods.temporary)}.
        </li>
        <li>
          <strong>Your data</strong> (resumes, versions, files and job descriptions):{' '}
          {formatDays(periods.userData)} after your last visit.
        </li>
        <li>
          <strong>Analysis results</strong>: {formatDays(periods.analysis)}.
        </li>
        <li>
          <strong>Activity and audit logs</strong>: {formatDays(periods.auditLogs)}.
        </li>
      </ul>
      <p>
        A scheduled job deletes data when its period ends. When you erase your data, we keep only an anonymous
        receipt: how many records were deleted, and when.
      </p>
      <p>{privacyMessages.whatRemains}</p>
    </PolicySection>
  );
}

export function RightsSection() {
  return (
    <PolicySection id="rights" title="6. Your rights under the GDPR">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Access</strong>: see what we hold about you and what we did with it.
        </li>
        <li>
          <strong>Rectification</strong>: correct your data, for instance by editing your resume.
        </li>
        <li>
          <strong>Erasure</strong>: have all your data deleted.
        </li>
        <li>
          <strong>Portability</strong>: receive your data in a machine-readable format (JSON).
        </li>
        <li>
          <strong>Restriction</strong>: ask us to limit how your data is processed.
        </li>
        <li>
          <strong>Objection</strong>: object to processing based on our legitimate interest.
        </li>
      </ul>
      <p>
        Access, portability, erasure and your consent choices are available at once in the{' '}
        <Link href={paths.privacySettings} className="text-primary underline underline-offset-2">
          Privacy Settings
        </Link>
        . For any other request, write to {mail(policyContacts.privacyEmail)}: we answer within{' '}
        {RIGHTS_ANSWER_DAYS} days. You may also complain to your data protection supervisory authority.
      </p>
    </PolicySection>
  );
}

export function SecuritySection() {
  return (
    <PolicySection id="security" title="7. Security measures">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Every uploaded file is checked before use: its real type is read from its bytes, and macros,
          scripts, embedded objects, oversized or malformed archives are detected; dangerous files are
          refused.
        </li>
        <li>
          Your data is shown only to your session: every record carries its owner, and any other visitor
          asking for it is told it does not exist.
        </li>
        <li>Server logs carry request ids, not your resume text, and mask your session identifier.</li>
        <li>Previews of resumes and templates run in sandboxed frames that execute no scripts.</li>
      </ul>
    </PolicySection>
  );
}

export function AiServicesSection() {
  return (
    <PolicySection id="ai-services" title="8. Third-party AI services">
      <p>
        By default Vitae analyses resumes with its built-in engine, which runs on our server: your data does
        not leave it.
      </p>
      <p>
        The operator may also connect AI models from third-party providers (OpenRouter, Groq, Google Gemini or
        Mistral) or a model on a server of their own. When such a model is used, the text of your resume and
        of the job description is sent to that provider to produce the analysis or suggestions, and the
        provider processes it under its own terms and privacy policy. The activity log in the Privacy Settings
        names the provider of each AI call, and text written by an AI model is marked as such.
      </p>
    </PolicySection>
  );
}

export function ContactSection() {
  return (
    <PolicySection id="contact" title="9. Contact">
      <p>
        Questions about this policy or your data: {mail(policyContacts.privacyEmail)}. Our data protection
        officer: {mail(policyContacts.dpoEmail)}.
      </p>
    </PolicySection>
  );
}
