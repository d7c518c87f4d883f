/** Core spec §3 "AI model option" and §9: the models a visitor can pick. */
export interface ModelOption {
  value: string;
  label: string;
  tier: string;
  description?: string;
  disabled?: boolean;
}

/** The default model (core spec §3). */
export const DEFAULT_MODEL = 'deepseek/deepseek-r1:free';

/** The built-in engine: offline, no key; it answers every analysis until AI providers are configured. */
export const BUILT_IN_MODEL = 'built-in';

export const modelOptions: readonly ModelOption[] = [
  {
    value: DEFAULT_MODEL,
    label: 'DeepSeek R1',
    tier: 'free',
    description: 'Advanced reasoning model for complex analysis',
  },
  {
    value: 'moonshotai/kimi-k2:free',
    label: 'Kimi K2',
    tier: 'free',
    description: 'Fast and efficient model for quick processing',
  },
  {
    value: 'mistralai/mistral-small-3.2-24b-instruct:free',
    label: 'Mistral Small 3.2 24B',
    tier: 'free',
    description: 'Balanced model for general-purpose tasks',
  },
  {
    value: BUILT_IN_MODEL,
    label: 'Vitae built-in engine',
    tier: 'offline',
    description: 'Explainable keyword and skills matching; no key, no network',
  },
];
