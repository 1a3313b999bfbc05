import { newsImagePath } from '../modules/media/mediaPaths.ts';
import type { SeededRandom } from '../random/seededRandom.ts';
import { fill, personName, type ArticleContext } from './articleContext.ts';
import type { CategoryTemplates } from './templates/CategoryTemplates.ts';
import { SOURCES } from './vocabulary.ts';

/** A generated article, ready to insert. */
export interface BuiltArticle {
  title: string;
  source: string;
  author: string;
  content: string;
  thumbnail: string;
}

/** Leads that restate a plain headline as the first sentence, the way news copy opens. */
const HEADLINE_LEADS = [
  '记者{date}从有关方面获悉，{headline}。',
  '{date}，{headline}。这一消息引发业内广泛关注。',
  '{headline}。这是记者{date}从相关部门和企业了解到的。',
  '{headline}。记者{date}就此采访了相关部门和企业。',
];

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * Writes one article from a category's templates: a lead, three or four body paragraphs, an
 * expert's words, sometimes a subhead, a bullet list and an inline picture, then a closing line.
 */
export function buildArticle(
  rng: SeededRandom,
  id: number,
  titleTemplate: string,
  templates: CategoryTemplates,
  context: ArticleContext,
): BuiltArticle {
  const { tag, text } = splitTag(titleTemplate);
  const fits = (list: string[]) => list.map(splitTag).filter((entry) => entry.tag === undefined || entry.tag === tag).map((entry) => entry.text);
  const title = fill(text, context);
  const bodies = rng.sample(fits(templates.bodies), rng.int(3, 4)).map((body) => fill(body, context));
  const parts: string[] = [p(leadFor(rng, title, fits(templates.leads), context))];

  parts.push(p(bodies[0] ?? ''));
  if (rng.chance(0.6)) {
    parts.push(`<p><img src="${newsImagePath(id, 1)}" alt="${escapeHtml(title)}" width="800" height="600" /></p>`);
  }
  if (rng.chance(0.5)) parts.push(`<h2>${escapeHtml(rng.pick(templates.subheads))}</h2>`);
  for (const body of bodies.slice(1)) parts.push(p(body));

  const quote = `${context.expertTitle}${context.expert}表示：“${fill(rng.pick(templates.quotes), context)}”`;
  parts.push(rng.chance(0.5) ? `<blockquote>${escapeHtml(quote)}</blockquote>` : p(quote));

  const allPoints = fits(templates.points);
  if (rng.chance(0.4) && allPoints.length >= 2) {
    const points = rng.sample(allPoints, Math.min(allPoints.length, rng.int(3, 4)));
    parts.push(p('记者梳理发现，以下几点值得关注：'));
    parts.push(`<ul>${points.map((point) => `<li>${escapeHtml(fill(point, context))}</li>`).join('')}</ul>`);
  }
  parts.push(p(fill(rng.pick(fits(templates.closings)), context)));

  const source = rng.pick(SOURCES);
  const reporters = rng.chance(0.3) ? `${personName(rng)} ${personName(rng)}` : personName(rng);
  return {
    title,
    source,
    author: source === '上海汽车报' ? `本报记者 ${reporters}` : `${source}记者 ${reporters}`,
    content: parts.join('\n'),
    thumbnail: newsImagePath(id),
  };
}

/** `'#car 试驾…'` → `{ tag: 'car', text: '试驾…' }`; untagged text has no tag. */
export function splitTag(template: string): { tag?: string; text: string } {
  const match = /^#(\w+) (.*)$/s.exec(template);
  return match ? { tag: match[1], text: match[2] ?? '' } : { text: template };
}

/**
 * The opening paragraph. A plain headline ("A 发布 B") is restated so title and lead agree; a
 * headline with a colon or question mark (reviews, explainers) gets one of the category's leads.
 */
function leadFor(rng: SeededRandom, title: string, leads: string[], context: ArticleContext): string {
  if (/[：？]/.test(title)) return fill(rng.pick(leads), context);
  const headline = title.replace(/\s+/g, '，');
  return fill(rng.pick(HEADLINE_LEADS), { ...context, headline });
}
