import type { FormCheck, FormCheckFinding } from '@taxlens/contracts';
import { formCheckPageUrl } from './form-check-api';
import classes from './form-check.module.css';

type Props = { check: FormCheck; findings: FormCheckFinding[] };

/**
 * The pages the server drew with the TIN covered (the full TIN never reaches the browser), each
 * finding's box outlined on its page. Boxes are in PDF points from the bottom-left; the image is
 * `scale` pixels per point, so a box is placed in percent of the image and follows its width.
 */
export function FormCheckPreview({ check, findings }: Props) {
  return (
    <div className={classes.pages}>
      {check.pages.map((page) => {
        const boxes = findings.filter((f) => f.box?.page === page.page);
        return (
          <figure key={page.page} className={classes.page}>
            <img
              src={formCheckPageUrl(check.id, page.page)}
              alt={`Page ${page.page} of ${check.fileName}, the tax id covered`}
              width={page.width}
              height={page.height}
              className={classes.image}
            />
            {boxes.map((f, i) => {
              const b = f.box!;
              const style = {
                left: `${((b.x * page.scale) / page.width) * 100}%`,
                top: `${((page.height - (b.y + b.h) * page.scale) / page.height) * 100}%`,
                width: `${((b.w * page.scale) / page.width) * 100}%`,
                height: `${((b.h * page.scale) / page.height) * 100}%`,
              };
              return (
                <span
                  key={`${f.code}-${i}`}
                  className={classes.box}
                  data-verdict={f.verdict}
                  style={style}
                  title={f.sentence}
                  data-testid={`form-check-box-${f.code}`}
                />
              );
            })}
          </figure>
        );
      })}
    </div>
  );
}
