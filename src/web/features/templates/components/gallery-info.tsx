import { BadgeCheck, FileText, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const infoCards = [
  {
    title: 'Recruiter Approved',
    text: 'Layouts follow what recruiters and hiring managers look for: clear sections, results first, easy to scan.',
    icon: BadgeCheck,
  },
  {
    title: 'Easy Customization',
    text: 'Pick a template, then fill it in with the resume builder or your uploaded resume; the layout adapts to your content.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Multiple Formats',
    text: 'Download your resume as PDF, DOCX or plain text, whichever the application asks for.',
    icon: FileText,
  },
];

/** The three info cards under the gallery (platform spec §2 "Template gallery"). */
export function GalleryInfoCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {infoCards.map(({ title, text, icon: Icon }) => (
        <Card key={title}>
          <CardHeader>
            <Icon className="size-6 text-primary" aria-hidden />
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{text}</CardDescription>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The ATS banner (platform spec §2 "Template gallery"). */
export function AtsBanner() {
  return (
    <section
      aria-label="ATS compatibility"
      className="flex flex-col items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-5 text-green-950 sm:flex-row sm:items-center dark:border-green-900 dark:bg-green-950 dark:text-green-100"
    >
      <ShieldCheck className="size-8 shrink-0" aria-hidden />
      <div>
        <p className="text-lg font-semibold">100% ATS-Compatible</p>
        <p className="text-sm">
          Every template uses real text, standard section headings and a reading order applicant tracking
          systems parse correctly: no text in images, no hidden tables.
        </p>
      </div>
    </section>
  );
}
