import { t } from '@shared/i18n';
import '@shared/messages/analysis';

type ListTitle = 'analysis.whatsWorking' | 'analysis.whatToImprove' | 'analysis.tipsToLevelUp';

/** What works, what to improve and tips, each under its heading; an empty list is left out. */
export function FeedbackLists({
  lists,
  level,
}: {
  lists: readonly (readonly [ListTitle, readonly string[]])[];
  level: 2 | 4;
}) {
  const Heading = level === 2 ? 'h2' : 'h4';
  return lists.map(([title, items]) =>
    items.length ? (
      <div key={title}>
        <Heading>{t(title)}</Heading>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    ) : null,
  );
}
