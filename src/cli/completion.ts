import { Argument, Command, Help, type Option } from 'commander';
import { print } from './io.js';

/** What may follow a command: the words to offer there. */
interface Place {
  /** Its names from the program on ('' for the program itself), one per spelling (aliases). */
  paths: string[];
  commands: string[];
  options: string[];
  /** The options that take a value, with the values to offer (none: any value). */
  values: [string, string[]][];
  /** The command takes a file (an argument named `file`). */
  file: boolean;
}

/** Every place of the command tree, depth first; options of the commands above apply below too. */
function placesOf(command: Command, paths = [''], inherited: string[] = []): Place[] {
  const help = new Help();
  const options = help.visibleOptions(command);
  const flagsOf = (option: Option) => [option.long, option.short].filter((flag) => flag !== undefined);
  const commands = help.visibleCommands(command);
  const place: Place = {
    paths,
    commands: commands.flatMap((sub) => [sub.name(), ...sub.aliases()]),
    options: [...new Set([...options.flatMap(flagsOf), ...inherited])],
    values: options
      .filter((option) => option.required || option.optional)
      .flatMap((option) =>
        flagsOf(option).map((flag): [string, string[]] => [flag, (option.argChoices ?? []).filter(Boolean)]),
      ),
    file: command.registeredArguments.some((argument) => argument.name() === 'file'),
  };
  const spelled = (sub: Command) =>
    paths.flatMap((path) => [sub.name(), ...sub.aliases()].map((name) => (path ? `${path} ${name}` : name)));
  return [place, ...commands.flatMap((sub) => placesOf(sub, spelled(sub), place.options))];
}

/** A word in single quotes, for the shell. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** A shell `case` over `$1`: the keys of each distinct branch as one pattern list. */
function cases(branches: (readonly [string[], string])[], otherwise: string): string {
  const byBody = new Map<string, string[]>();
  for (const [keys, body] of branches) byBody.set(body, [...(byBody.get(body) ?? []), ...keys]);
  const lines = [...byBody].map(([body, keys]) => `    ${keys.map(quoted).join('|')}) ${body} ;;`);
  return ['  case $1 in', ...lines, `    *) ${otherwise} ;;`, '  esac'].join('\n');
}

/**
 * A bash completion function for the program, from its command tree: commands, their aliases, options
 * (with choices, where an option has them) and file arguments. zsh runs it through bashcompinit.
 */
function bashCompletion(program: Command): string {
  const places = placesOf(program);
  const name = program.name();
  const fn = `_${name.replace(/\W/g, '_')}`;
  const at = (path: string, word: string) => (path ? `${path} ${word}` : word);
  const list = (words: string[]) => `echo ${quoted(words.join(' '))}`;
  return `# ${name} completion: commands, options and their choices.
${fn}_commands() {
${cases(
  places
    .filter((place) => place.commands.length)
    .map((place) => [place.paths, list(place.commands)] as const),
  ':',
)}
}
${fn}_options() {
${cases(
  places.map((place) => [place.paths, list(place.options)] as const),
  ':',
)}
}
# Prints the values to offer for "<path> <option>" and succeeds when that option takes a value.
${fn}_value() {
${cases(
  places.flatMap((place) =>
    place.values.map(([flag, values]) => [place.paths.map((path) => at(path, flag)), list(values)] as const),
  ),
  'return 1',
)}
}
${fn}_file() {
${cases(
  places.filter((place) => place.file).map((place) => [place.paths, 'return 0'] as const),
  'return 1',
)}
}
${fn}() {
  [[ -n \${ZSH_VERSION-} ]] && emulate -L ksh
  local cur=\${COMP_WORDS[COMP_CWORD]} path='' word i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    if [[ $word == -* ]]; then
      [[ $word != *=* ]] && ${fn}_value "\${path:+$path }$word" >/dev/null && ((i++))
    elif [[ " $(${fn}_commands "$path") " == *" $word "* ]]; then
      path=\${path:+$path }$word
    fi
  done
  if ((i > COMP_CWORD)); then
    COMPREPLY=($(compgen -W "$(${fn}_value "\${path:+$path }\${COMP_WORDS[COMP_CWORD - 1]}")" -- "$cur"))
  elif [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(${fn}_options "$path")" -- "$cur"))
  elif [[ -n $(${fn}_commands "$path") ]]; then
    COMPREPLY=($(compgen -W "$(${fn}_commands "$path")" -- "$cur"))
  elif ${fn}_file "$path"; then
    COMPREPLY=($(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$(${fn}_options "$path")" -- "$cur"))
  fi
}
complete -F ${fn} ${name}`;
}

const ZSH_PREAMBLE = `autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
`;

export function completionCommand(json: () => boolean): Command {
  return new Command('completion')
    .description('print a shell completion script for the portico command (bash or zsh)')
    .addArgument(new Argument('<shell>', 'bash or zsh').choices(['bash', 'zsh']))
    .addHelpText(
      'after',
      `
The script completes a command named portico: make it an alias of this CLI, then load the script
from your shell's start-up file (generate it again after an upgrade: it lists the commands of this
version). For bash:

  echo "alias portico='npm run -s --prefix $PWD cli --'" >> ~/.bashrc
  npm run -s cli -- completion bash > ~/.portico-completion.bash
  echo 'source ~/.portico-completion.bash' >> ~/.bashrc

For zsh, the same with ~/.zshrc and \`completion zsh > ~/.portico-completion.zsh\`.`,
    )
    .action((shell: 'bash' | 'zsh', _options: object, command: Command) => {
      const script = (shell === 'zsh' ? ZSH_PREAMBLE : '') + bashCompletion(command.parent!);
      print(json(), { shell, script }, script);
    });
}
