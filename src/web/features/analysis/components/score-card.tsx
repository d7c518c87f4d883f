import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { ScoreTone } from '../score-bands';

const toneClasses: Record<ScoreTone, string> = {
  good: 'text-green-700 dark:text-green-400',
  fair: 'text-amber-700 dark:text-amber-400',
  poor: 'text-red-700 dark:text-red-400',
};
const barClasses: Record<ScoreTone, string> = {
  good: 'bg-green-600',
  fair: 'bg-amber-500',
  poor: 'bg-red-600',
};

/** One score (0-100) with its band in words and colour, and a button that opens its explanation. */
export function ScoreCard({
  title,
  score,
  tone,
  band,
  onExplain,
}: {
  title: string;
  score: number;
  tone: ScoreTone;
  band: string;
  onExplain: () => void;
}) {
  return (
    <Card>
      <CardContent className="space-y-2 pt-6">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <Button
            variant="ghost"
            size="sm"
            onClick={onExplain}
            aria-label={`Explain the ${title.toLowerCase()}`}
          >
            <Info aria-hidden />
            Explain
          </Button>
        </div>
        <p className={cn('text-4xl font-bold', toneClasses[tone])}>
          {score}
          <span className="text-base font-normal text-muted-foreground">/100</span>
        </p>
        <div className="h-2 rounded-full bg-muted" aria-hidden>
          <div className={cn('h-2 rounded-full', barClasses[tone])} style={{ width: `${score}%` }} />
        </div>
        <p className={cn('text-sm font-medium', toneClasses[tone])}>{band}</p>
      </CardContent>
    </Card>
  );
}
