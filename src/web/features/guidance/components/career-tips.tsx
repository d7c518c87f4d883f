import { Lightbulb } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { careerTips } from '../industry-trends-content';

export function CareerTips() {
  return (
    <section aria-labelledby="career-tips-heading" className="space-y-4">
      <h2 id="career-tips-heading" className="text-2xl font-semibold tracking-tight">
        Career tips
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {careerTips.map((tip) => (
          <li key={tip.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-start gap-2">
                  <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {tip.title}
                </CardTitle>
                <CardDescription>{tip.body}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
