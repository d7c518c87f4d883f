import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { industries } from '../industry-trends-content';

export function IndustryTabs() {
  return (
    <section aria-labelledby="industries-heading" className="space-y-4">
      <h2 id="industries-heading" className="text-2xl font-semibold tracking-tight">
        Outlook by industry
      </h2>
      <Tabs defaultValue="tech">
        <TabsList aria-label="Industry">
          {industries.map((industry) => (
            <TabsTrigger key={industry.value} value={industry.value}>
              {industry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {industries.map((industry) => (
          <TabsContent key={industry.value} value={industry.value} className="space-y-4">
            <p>{industry.outlook}</p>
            <div className="grid gap-4 md:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>Hot roles in {industry.label}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="list-disc space-y-1.5 pl-5 text-sm">
                    {industry.hotRoles.map((role) => (
                      <li key={role}>{role}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Key skills in {industry.label}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-wrap gap-2">
                    {industry.keySkills.map((skill) => (
                      <li key={skill}>
                        <Badge variant="secondary">{skill}</Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
