import { Link } from 'react-router';
import { CaptionTracks } from '@client/ui/CaptionTracks';
import { BUTTON_PREFIX, type RichBlock } from '@shared/contracts/content';
import { servedVideo } from '@shared/domain/media';

/** One block of rich content (no HTML is ever rendered). Links marked 'BUTTON:' call onButton. */
export function Block({ block, onButton }: { block: RichBlock; onButton: (href: string) => void }) {
  switch (block.type) {
    case 'heading': {
      const H = `h${block.level}` as 'h1' | 'h2' | 'h3';
      return <H>{block.text}</H>;
    }
    case 'list': {
      const L = block.ordered ? 'ol' : 'ul';
      return (
        <L>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </L>
      );
    }
    case 'image':
      return <img src={block.src} alt={block.alt} loading="lazy" className="content-image" />;
    case 'video': {
      // One of the portal's own videos plays the program's file in the reader's language, or is left out
      // when the program has none; an outside video plays as the page names it.
      const own = servedVideo(block.src);
      if (own === null) return null;
      return (
        <video
          controls
          preload="none"
          className="content-video"
          aria-label={block.title}
          src={own ? own.src : block.src}
          {...(own?.poster ? { poster: own.poster } : {})}
        >
          <CaptionTracks kind="captions" captions={own ? own.captions : { en: block.captions }} />
        </video>
      );
    }
    case 'paragraph': {
      const link = block.link;
      const isButton = link?.text.startsWith(BUTTON_PREFIX);
      return (
        <>
          {block.text && <p>{block.text}</p>}
          {link &&
            (isButton ? (
              <p>
                <button type="button" className="button button-primary" onClick={() => onButton(link.href)}>
                  {link.text.slice(BUTTON_PREFIX.length).trim()}
                </button>
              </p>
            ) : /^https?:/.test(link.href) ? (
              <p>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {link.text}
                </a>
              </p>
            ) : (
              <p>
                <Link to={link.href}>{link.text}</Link>
              </p>
            ))}
        </>
      );
    }
  }
}
