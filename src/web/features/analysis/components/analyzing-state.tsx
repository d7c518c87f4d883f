import { FileSearch, Loader2, Target, Wand2 } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';

const indicators = [
  { label: 'Skills Analysis', icon: Target },
  { label: 'Content Review', icon: FileSearch },
  { label: 'Optimization', icon: Wand2 },
];

/** Core spec §2: the analysing state, "Analyzing your resume..." with its three indicators. */
export function AnalyzingState() {
  return (
    <Card role="status" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-4 py-10">
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
        <p className="text-lg font-medium">Analyzing your resume...</p>
        <ul className="flex flex-wrap justify-center gap-4 text-sm text-muted-foreground">
          {indicators.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-1.5">
              <Icon className="size-4" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
