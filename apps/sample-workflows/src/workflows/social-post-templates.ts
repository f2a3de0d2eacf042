export const socialTones = ['Professional', 'Friendly', 'Bold', 'Playful'] as const;
export type SocialTone = (typeof socialTones)[number];

type Template = (topic: string, cta: string) => string;

/** Three fixed variants per tone, so the same input always gives the same posts. */
export const postTemplates: Record<SocialTone, [Template, Template, Template]> = {
  Professional: [
    (topic, cta) =>
      `${topic} is changing how teams work.\n\nThree things we have learned:\n1. Start with one measurable goal.\n2. Automate the repetitive parts first.\n3. Review the results every week.\n\n${cta}`,
    (topic, cta) =>
      `The teams that get ${topic} right start small, measure everything and share what they learn. ${cta}`,
    (topic, cta) => `A question for my network: how is your team approaching ${topic} this year? ${cta}`,
  ],
  Friendly: [
    (topic, cta) => `Let's talk about ${topic}! 👋 We've been digging into it and the results made our week. ${cta}`,
    (topic, cta) =>
      `Quick tip: if ${topic} feels overwhelming, pick one small step and do it today. It adds up fast. ${cta}`,
    (topic, cta) => `We love hearing how you use ${topic}. What's your favourite trick so far? ${cta}`,
  ],
  Bold: [
    (topic, cta) => `Stop putting ${topic} off. Every week you wait is a week your competitors get ahead. ${cta}`,
    (topic, cta) => `Hot take: ${topic} is not optional any more. The numbers say it, our customers say it. ${cta}`,
    (topic, cta) => `${topic}: done right, it pays for itself. Done late, it costs you. ${cta}`,
  ],
  Playful: [
    (topic, cta) => `Plot twist: ${topic} is actually fun. 🎉 Don't believe us? ${cta}`,
    (topic, cta) => `Roses are red, deadlines are due, ${topic} can save a Monday or two. ${cta}`,
    (topic, cta) => `Us: "just five minutes on ${topic}." Also us, two hours later: "okay, one more idea." ${cta}`,
  ],
};

export const defaultCta: Record<SocialTone, string> = {
  Professional: 'What has worked for you? Share your experience in the comments.',
  Friendly: 'Tell us in the comments!',
  Bold: 'Ready to move? Send us a message.',
  Playful: 'Drop an emoji if you agree.',
};
