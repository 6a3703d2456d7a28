import { autop as wordpressAutop } from '@wordpress/autop';

// `<hr>` and everything up to and including the next `</pre>` from a `<pre` (which wpautop leaves alone).
const HR_OUTSIDE_PRE = /<pre[\s\S]*?<\/pre>|<hr\s*?\/?>/g;

/**
 * The reference's wpautop: WordPress's own JavaScript port, plus the one step the port lacks (PHP adds
 * a blank line after `<hr>`, so the text after it becomes its own paragraph). The test beside it pins
 * the output PHP's wpautop gives for the cases Portico renders.
 */
export const autop = (text: string) =>
  wordpressAutop(text.replace(HR_OUTSIDE_PRE, (match) => (match[1] === 'h' ? `${match}\n\n` : match)));
