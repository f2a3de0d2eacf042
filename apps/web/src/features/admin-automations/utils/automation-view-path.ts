/** Spec: View opens /basalt/{slug} when the automation has a slug, otherwise /automation/{id}. */
export const automationViewPath = (automation: { id: string; slug: string | null }) =>
  automation.slug ? `/basalt/${automation.slug}` : `/automation/${automation.id}`;
