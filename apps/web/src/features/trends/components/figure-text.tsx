import type { ReactNode } from 'react';
import classes from './trends.module.css';

/** A money amount or count in a table cell: on one line, digits aligned. */
export const FigureText = ({ children }: { children: ReactNode }) => <span className={classes.figure}>{children}</span>;
