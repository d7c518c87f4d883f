import { commaList, commaText } from '@core/builder/kept-entries';
import { useState } from 'react';
import { TextField } from './text-field';

/**
 * A comma-separated list typed in one box (platform spec §5: honors, coursework). The box keeps the text as
 * typed (a trailing comma, a space) while the list under it is updated at each keystroke, trimmed, empties
 * dropped; on leaving the box the text is tidied to the list ("A,  B," reads "A, B").
 */
export function CommaField({
  label,
  list,
  placeholder,
  onChange,
}: {
  label: string;
  list: string[];
  placeholder: string;
  onChange: (list: string[]) => void;
}) {
  const [text, setText] = useState(() => commaText(list));
  return (
    <TextField
      label={label}
      value={text}
      placeholder={placeholder}
      hint="Separate items with commas"
      onChange={(typed) => {
        setText(typed);
        onChange(commaList(typed));
      }}
      onBlur={() => setText(commaText(commaList(text)))}
    />
  );
}
