package io.github.boardrules.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The layout of the generated help, where it differs from picocli's own.
 *
 * <ul>
 *   <li>A synopsis gives the arguments before the options, in the order a command is typed
 *       ({@code perft <game> <depth> [--divide] ...}), and leaves out {@code -h}, which every
 *       command has.
 *   <li>A command's synopsis starts with its own name ({@code usage: perft ...}); the tool's
 *       starts with how the jar is run.
 *   <li>The tool's list of commands gives each with its arguments and required options, then its
 *       summary (the first line of its description) on a line of its own.
 * </ul>
 */
final class HelpLayout extends Help {
  /** How the tool is run, as its usage says. */
  static final String RUN = "java -jar boardrules-cli.jar";

  /** Keeps the options in the order they are declared, as the synopsis shows them. */
  private static final Comparator<OptionSpec> AS_DECLARED = (unusedLeft, unusedRight) -> 0;

  /**
   * Makes the help of a command.
   *
   * @param command the command
   * @param colours the colour scheme (none: the tool's output is plain text)
   */
  HelpLayout(CommandSpec command, ColorScheme colours) {
    super(command, colours);
  }

  /**
   * Returns the synopsis in one line, for a message: such as {@code perft <game> <depth> [--divide]
   * [--from <position>] [--seed N]}.
   *
   * @return the synopsis, not wrapped
   */
  String oneLine() {
    return name() + arguments(visible(commandSpec().options())).toString();
  }

  @Override
  protected String makeSynopsisFromParts(int synopsisHeadingLength, Ansi.Text optionText, Ansi.Text groupsText,
      Ansi.Text endOfOptionsText, Ansi.Text positionalParamText, Ansi.Text commandText) {
    return insertSynopsisCommandName(synopsisHeadingLength,
        positionalParamText.concat(groupsText).concat(optionText).concat(endOfOptionsText).concat(commandText));
  }

  @Override
  protected Ansi.Text createDetailedSynopsisOptionsText(Collection<ArgSpec> done, List<OptionSpec> optionList,
      @Nullable Comparator<OptionSpec> optionSort, boolean clusterBooleanOptions) {
    return super.createDetailedSynopsisOptionsText(
        done, visible(optionList), optionSort == null ? AS_DECLARED : optionSort, clusterBooleanOptions);
  }

  @Override
  protected String insertSynopsisCommandName(int synopsisHeadingLength, Ansi.Text details) {
    String name = name();
    TextTable table = TextTable.forColumnWidths(colorScheme(), usage().width());
    table.indentWrappedLines = synopsisHeadingLength + name.length() + 1;
    // The heading is printed before the synopsis: its place is held by X's, then cut off.
    Ansi.Text heading = Ansi.OFF.new Text("X".repeat(synopsisHeadingLength), colorScheme());
    table.addRowValues(heading.concat(colorScheme().commandText(name)).concat(details));
    return table.toString().substring(synopsisHeadingLength);
  }

  @Override
  public String commandList(Map<String, Help> subcommands) {
    StringBuilder list = new StringBuilder();
    for (Help help : subcommands.values()) {
      if (help instanceof HelpLayout command) {
        list.append(wrap(command.summary(), 2, 2)).append(wrap(command.purpose(), 6, 0));
      }
    }
    return list.toString();
  }

  /** The command as the list shows it: its arguments and required options, then whether it has more. */
  private String summary() {
    List<OptionSpec> required = new ArrayList<>();
    boolean more = false;
    for (OptionSpec option : visible(commandSpec().options())) {
      if (option.required()) {
        required.add(option);
      } else {
        more = true;
      }
    }
    return name() + arguments(required) + (more ? " [options]" : "");
  }

  /** The first line of the command's header, or else of its description. */
  private String purpose() {
    String[] lines = usage().header().length > 0 ? usage().header() : usage().description();
    return lines.length == 0 ? "" : String.format(Locale.ROOT, lines[0]);
  }

  private Ansi.Text arguments(List<OptionSpec> options) {
    return createDetailedSynopsisPositionalsText(List.of())
        .concat(super.createDetailedSynopsisOptionsText(List.of(), options, AS_DECLARED, false));
  }

  private String name() {
    return commandSpec().parent() == null ? RUN : commandSpec().name();
  }

  private UsageMessageSpec usage() {
    return commandSpec().usageMessage();
  }

  private String wrap(String text, int indent, int wrappedIndent) {
    TextTable table = TextTable.forColumns(colorScheme(),
        new Column(usage().width(), indent, Column.Overflow.WRAP));
    table.indentWrappedLines = wrappedIndent;
    table.addRowValues(text);
    return table.toString();
  }

  /** The options a synopsis shows: not the help, which every command has, nor hidden ones. */
  private static List<OptionSpec> visible(List<OptionSpec> options) {
    List<OptionSpec> shown = new ArrayList<>();
    for (OptionSpec option : options) {
      if (!option.usageHelp() && !option.versionHelp() && !option.hidden()) {
        shown.add(option);
      }
    }
    return shown;
  }
}
