export type TipCategory = 'before' | 'during' | 'after' | 'virtual';

export interface Tip {
  title: string;
  body: string;
}

export interface TipTab {
  value: TipCategory;
  label: string;
  summary: string;
  tips: readonly Tip[];
}

export interface ChecklistItem {
  id: string;
  label: string;
}

export interface ChecklistGroup {
  id: string;
  title: string;
  items: readonly ChecklistItem[];
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const tipTabs: readonly TipTab[] = [
  {
    value: 'before',
    label: 'Before',
    summary: 'Preparation is the part of the interview you fully control. Start two or three days ahead.',
    tips: [
      {
        title: 'Research beyond the homepage',
        body: 'Read recent news, the latest annual report or funding announcement, and the product pages for the team you would join. Look up your interviewers on LinkedIn so you know their roles.',
      },
      {
        title: 'Map your stories to the job description',
        body: 'Pick the five or six requirements the posting stresses most and prepare one concrete example for each, using the STAR structure: situation, task, action, result.',
      },
      {
        title: 'Put numbers on your results',
        body: 'Interviewers remember "cut onboarding time from three weeks to one" far better than "improved onboarding". Check your figures so you can explain how you measured them.',
      },
      {
        title: 'Rehearse out loud',
        body: 'Answers that sound fine in your head often run long when spoken. Practise with a friend or record yourself, and aim for about two minutes per answer.',
      },
      {
        title: 'Know your salary range',
        body: 'Check several salary surveys and postings that list pay for similar roles in your location. Decide on a realistic range and the lowest figure you would accept before anyone asks.',
      },
      {
        title: 'Prepare your own questions',
        body: 'Have three or four questions about the work itself, such as what success looks like in the first 90 days or the biggest challenge facing the team this year.',
      },
    ],
  },
  {
    value: 'during',
    label: 'During',
    summary: 'Your goal is a clear, honest conversation, not a flawless performance.',
    tips: [
      {
        title: 'Open with a short introduction',
        body: 'Answer "tell me about yourself" in 60 to 90 seconds: what you do now, one or two relevant highlights, and why this role is your logical next step.',
      },
      {
        title: 'Listen to the whole question',
        body: 'It is fine to pause for a few seconds before answering, or to ask the interviewer to clarify. A considered answer beats a fast one that misses the point.',
      },
      {
        title: 'Be specific about your part',
        body: 'Say "I" when describing what you did and "we" for the team result. Interviewers want to understand your contribution, not the whole project.',
      },
      {
        title: 'Be honest about what you do not know',
        body: 'If you lack a skill, say so and explain how you would close the gap, ideally with an example of something you learned quickly before. Bluffing is easy to spot.',
      },
      {
        title: 'Close with next steps',
        body: 'Ask about the timeline and the next stage of the process, thank the interviewer, and briefly restate why you are interested in the role.',
      },
    ],
  },
  {
    value: 'after',
    label: 'After',
    summary:
      'What you do in the next few days can still influence the decision and improves your next interview.',
    tips: [
      {
        title: 'Send a thank-you note within 24 hours',
        body: 'Keep it to a few sentences and mention something specific you discussed. A generic template adds little; a concrete detail shows you were listening.',
      },
      {
        title: 'Write a debrief while it is fresh',
        body: 'Note the questions you were asked, what went well and what you would answer differently. Patterns across several interviews show you what to practise.',
      },
      {
        title: 'Follow up once, politely',
        body: 'If the promised timeline passes, send a short message asking whether there is an update. Then give it another week before following up again.',
      },
      {
        title: 'Review an offer carefully',
        body: 'Ask for the offer in writing, including base pay, bonus, benefits and start date. It is normal to ask for a few days to decide and to negotiate respectfully with evidence.',
      },
      {
        title: 'Treat a rejection as information',
        body: 'Thank the recruiter and ask whether they can share any feedback. Not everyone can, but those who do often give you the most useful advice of your search.',
      },
    ],
  },
  {
    value: 'virtual',
    label: 'Virtual',
    summary: 'Video interviews need the same preparation as in-person ones, plus a technical rehearsal.',
    tips: [
      {
        title: 'Test your setup in advance',
        body: 'Join a test call on the same platform, device and network at least a day before. Update the app, check your camera and microphone, and keep your charger plugged in.',
      },
      {
        title: 'Frame yourself well',
        body: 'Put the camera at eye level, face a window or lamp rather than having light behind you, and choose a tidy, neutral background.',
      },
      {
        title: 'Look at the camera when you speak',
        body: 'Glancing at the camera rather than the faces on screen reads as eye contact. Short notes near the camera are fine; reading a script is obvious.',
      },
      {
        title: 'Remove distractions',
        body: 'Close other tabs and apps, turn off notifications, silence your phone and let the people you live with know when you will be on a call.',
      },
      {
        title: 'Have a backup plan',
        body: "Keep the interviewer's email address and a phone number to hand. If the connection drops, rejoin calmly and send a short message explaining what happened.",
      },
      {
        title: 'Leave AI assistants switched off',
        body: 'Many employers now forbid real-time AI help during live interviews and treat it as disqualifying. Use AI to prepare and practise, then answer in your own words.',
      },
    ],
  },
];

export const checklistGroups: readonly ChecklistGroup[] = [
  {
    id: 'documents',
    title: 'Documents to bring',
    items: [
      { id: 'resume-copies', label: 'Three or four printed copies of the resume tailored to this job' },
      { id: 'references', label: 'A references list with three contacts who have agreed to be called' },
      { id: 'photo-id', label: 'Photo ID for building security or identity checks' },
      { id: 'portfolio', label: 'Portfolio or work samples, printed or ready to share on screen' },
      { id: 'job-description', label: 'The job description with your notes and matching examples' },
      { id: 'certificates', label: 'Certificates, licences or right-to-work documents, if requested' },
    ],
  },
  {
    id: 'tasks',
    title: 'Preparation tasks',
    items: [
      { id: 'research', label: 'Research the company, its recent news and your interviewers' },
      { id: 'star-stories', label: 'Prepare five or six STAR stories that match the key requirements' },
      { id: 'practice', label: 'Practise your answers out loud at least once' },
      { id: 'questions', label: 'Write down three or four questions to ask the interviewer' },
      { id: 'logistics', label: 'Confirm the time, time zone, format and address or video link' },
      { id: 'route-or-tech', label: 'Plan your route, or test your camera, microphone and connection' },
    ],
  },
];

export const faqItems: readonly FaqItem[] = [
  {
    id: 'weakness',
    question: 'How should I answer "What is your greatest weakness?"',
    answer:
      'Choose a real weakness that is not central to the role, explain briefly how it has affected your work, and describe the concrete steps you are taking to improve. Avoid disguised strengths such as "I work too hard"; interviewers hear them constantly.',
  },
  {
    id: 'salary',
    question: 'What should I say when asked about salary expectations?',
    answer:
      'Give a researched range rather than a single number, based on the role, level and location, and say you are open to discussing the full package. In places with pay transparency laws, the posting may already list a range you can refer to.',
  },
  {
    id: 'gap',
    question: 'How do I explain a gap in my employment?',
    answer:
      'Be brief and matter-of-fact: say what you were doing, whether caring for family, studying, recovering from illness or job searching after a layoff, and what you learned or kept current during that time. Then move the conversation back to the role.',
  },
  {
    id: 'follow-up',
    question: 'How long should I wait before following up?',
    answer:
      'Send a thank-you note within a day. If you were given a decision date, wait until it has passed, then follow up once. If no date was given, a polite check-in after about a week is reasonable.',
  },
  {
    id: 'ai-prep',
    question: 'Is it acceptable to use AI tools to prepare?',
    answer:
      'Yes, for preparation: AI tools are useful for generating practice questions, critiquing your answers and summarising company information. Verify any facts they give you, make sure your stories are your own, and do not use them during a live interview unless the employer explicitly allows it.',
  },
];
