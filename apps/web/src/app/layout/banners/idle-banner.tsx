import { useIdleState } from '../../idle/idle-provider';
import { idleWarningText } from '../../idle/idle-rules';
import classes from './idle-banner.module.css';

/** Spec 1 §2, §8: the idle warning with its countdown. */
export function IdleBanner() {
  const idle = useIdleState();
  if (idle.phase !== 'warning') return null;
  return (
    <div role="alert" className={classes.banner}>
      {idleWarningText(idle.secondsLeft)}
    </div>
  );
}
