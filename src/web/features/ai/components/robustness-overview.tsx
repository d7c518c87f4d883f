import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Platform spec §2 "AI provider demo": what keeps the analysis going when a provider fails. */
const features = [
  { name: 'Smart fallbacks', detail: 'when a provider fails or is busy, the next one in priority answers' },
  {
    name: 'Rate limiting',
    detail: 'per-minute and per-hour limits for every provider, shared by every server instance',
  },
  { name: 'Streaming responses', detail: 'the analysis appears as the model writes it' },
  {
    name: 'Error recovery',
    detail: 'retries with exponential backoff, and a circuit breaker that rests a failing provider',
  },
];

/** Platform spec §2: the four providers by priority, each described as the spec does, with its vendor. */
const providers = [
  { role: 'Primary', vendor: 'OpenRouter', detail: 'an aggregator offering free models' },
  { role: 'Fallback', vendor: 'Groq', detail: 'a second vendor with a small, fast model' },
  { role: 'Backup', vendor: 'Google Gemini', detail: 'a third vendor with a fast model' },
  { role: 'Final fallback', vendor: 'Mistral', detail: 'a fourth vendor with a small model' },
];

export function RobustnessOverview() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Robustness Features</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2 text-sm">
            {features.map((feature) => (
              <li key={feature.name}>
                <span className="font-medium">{feature.name}</span>: {feature.detail}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Providers by Priority</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <ol className="space-y-2">
            {providers.map((provider, index) => (
              <li key={provider.vendor} className="flex gap-2">
                <span className="font-semibold tabular-nums">{index + 1}</span>
                <span>
                  <span className="font-medium">
                    {provider.role}: {provider.vendor}
                  </span>{' '}
                  — {provider.detail}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-muted-foreground">
            Each provider takes part once its API key is set. A model server of your own (any
            OpenAI-compatible one, such as Ollama or llama.cpp) can join the chain, and Vitae's built-in
            engine answers whenever no provider can.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
