import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { tipTabs } from '../interview-tips-content';

export function TipsTabs() {
  return (
    <section aria-labelledby="interview-stages-heading" className="space-y-4">
      <h2 id="interview-stages-heading" className="text-2xl font-semibold tracking-tight">
        Tips for every stage
      </h2>
      <Tabs defaultValue="before">
        <TabsList aria-label="Interview stage">
          {tipTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tipTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="space-y-4">
            <p className="text-muted-foreground">{tab.summary}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {tab.tips.map((tip) => (
                <li key={tip.title}>
                  <Card className="h-full">
                    <CardHeader>
                      <CardTitle>{tip.title}</CardTitle>
                      <CardDescription>{tip.body}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
