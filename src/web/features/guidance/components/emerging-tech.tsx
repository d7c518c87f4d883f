import { Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { emergingTechnologies } from '../industry-trends-content';

export function EmergingTech() {
  return (
    <section aria-labelledby="emerging-tech-heading" className="space-y-4">
      <h2 id="emerging-tech-heading" className="text-2xl font-semibold tracking-tight">
        Emerging technologies
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {emergingTechnologies.map((tech) => (
          <li key={tech.name}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-start gap-2">
                  <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {tech.name}
                </CardTitle>
                <CardDescription>{tech.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="text-sm">
                  <span className="font-medium">For job seekers: </span>
                  {tech.whyItMatters}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
