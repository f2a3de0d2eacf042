import type { AutomationDetail, FaqItem, FaqSection, MarketplaceAutomation } from '@basalt/contracts';
import { html, type Markup } from './html';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const siteLinks: Array<[string, string]> = [
  ['/', 'Home'],
  ['/marketplace', 'Marketplace'],
  ['/about', 'About'],
  ['/use-cases', 'Use Cases'],
  ['/faq', 'FAQ'],
  ['/changelog', 'Changelog'],
  ['/contact', 'Contact'],
];

const siteNav = () =>
  html`<nav>
    <ul>
      ${siteLinks.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
    </ul>
  </nav>`;

export function automationPath(automation: Pick<MarketplaceAutomation, 'id' | 'slug'>): string {
  return automation.slug ? `/basalt/${automation.slug}` : `/automation/${automation.id}`;
}

export function costText(automation: MarketplaceAutomation): string {
  const perRun = `${count.format(automation.tokenCostPerRun ?? 0)} tokens per run`;
  const perMinute = `${count.format(automation.tokenCostPerMinute ?? 0)} tokens per minute`;
  switch (automation.pricingModel) {
    case null:
      return 'Free';
    case 'per_run':
      return perRun;
    case 'per_minute':
      return perMinute;
    case 'hybrid':
      return `Variable: ${perRun} plus ${perMinute}`;
  }
}

export function simpleBody(title: string, description: string, extra?: Markup): Markup {
  return html`${siteNav()}
    <main>
      <h1>${title}</h1>
      <p>${description}</p>
      ${extra}
    </main>`;
}

export function automationLinks(automations: readonly MarketplaceAutomation[]): Markup {
  return html`<ul>
    ${automations.map(
      (a) => html`<li><a href="${automationPath(a)}">${a.name}</a> — ${a.category?.name ?? ''}: ${a.description}</li>`,
    )}
  </ul>`;
}

const faqList = (items: readonly FaqItem[]) =>
  html`<dl>
    ${items.map(
      (item) =>
        html`<dt>${item.question}</dt>
          <dd>${item.answer}</dd>`,
    )}
  </dl>`;

export function faqBody(sections: readonly FaqSection[]): Markup {
  return html`${sections.map(
    (section) =>
      html`<section>
        <h2>${section.title}</h2>
        ${faqList(section.items)}
      </section>`,
  )}`;
}

export function automationBody(automation: AutomationDetail): Markup {
  const seo = automation.seoContent;
  const steps = [...(seo.howToSteps ?? [])].sort((a, b) => a.order - b.order);
  const section = (title: string, content: Markup | null) =>
    content
      ? html`<section>
          <h2>${title}</h2>
          ${content}
        </section>`
      : null;
  const list = <T>(items: readonly T[] | undefined, item: (value: T) => Markup) =>
    items && items.length > 0
      ? html`<ul>
          ${items.map(item)}
        </ul>`
      : null;
  return html`${siteNav()}
    <main>
      <article>
        <p>${automation.category?.name}</p>
        <h1>${automation.name}</h1>
        <p>${automation.description}</p>
        <p>Price: ${costText(automation)}</p>
        ${section(
          'How it works',
          steps.length > 0
            ? html`<ol>
                ${steps.map(
                  (s) =>
                    html`<li>
                      <h3>${s.title}</h3>
                      <p>${s.description}</p>
                    </li>`,
                )}
              </ol>`
            : null,
        )}
        ${section(
          'Benefits',
          list(
            seo.benefits,
            (b) =>
              html`<li>
                <h3>${b.title}</h3>
                <p>${b.description}</p>
              </li>`,
          ),
        )}
        ${section(
          'Use cases',
          list(
            seo.useCases,
            (u) =>
              html`<li>
                <h3>${u.title}</h3>
                <p>${u.description}</p>
              </li>`,
          ),
        )}
        ${section('Frequently asked questions', seo.faqs?.length ? faqList(seo.faqs) : null)}
        ${section(
          'Statistics',
          list(seo.statistics, (s) => html`<li><strong>${s.stat}</strong> ${s.description} (${s.source})</li>`),
        )}
        <p><a href="/signup">Sign up to use this automation</a> · <a href="/marketplace">Browse all automations</a></p>
      </article>
    </main>`;
}
