/** Core spec §3, §9: the AI model picker's options. The default is DeepSeek R1 (free tier). */
export const DEFAULT_MODEL = 'deepseek/deepseek-r1:free';
