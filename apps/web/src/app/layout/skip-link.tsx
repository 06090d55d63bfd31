import classes from './skip-link.module.css';

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a href="#main" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
