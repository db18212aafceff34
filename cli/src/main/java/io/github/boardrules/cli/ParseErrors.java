package io.github.boardrules.cli;

import java.nio.file.InvalidPathException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Says in the tool's words why picocli could not read a command line: one line that names the
 * option or argument (an unknown option, an option without its value or given twice, a missing
 * argument or required option, an unknown command), with picocli's suggestion when it has one.
 */
final class ParseErrors {
  private ParseErrors() {}

  /**
   * Returns the message of a command line that cannot be read.
   *
   * @param e picocli's exception
   * @param args the command line
   * @return the message, without the tool's name
   */
  static String message(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    CommandSpec spec = command.getCommandSpec();
    String name = spec.name();
    if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      String first = unmatched.getUnmatched().get(0);
      if (spec.parent() == null) {
        return unknownCommand(first, spec) + suggestion(unmatched);
      }
      if (unmatched.isUnknownOption()) {
        return "unknown option " + first + " for " + name + " (see " + name + " --help)" + suggestion(unmatched);
      }
      return takes(command);
    }
    if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
      ArgSpec arg = missing.getMissing().get(0);
      if (arg instanceof OptionSpec option) {
        return given(option, args)
            ? "option " + option.longestName() + " needs a value"
            : name + " needs " + option.longestName() + " " + option.paramLabel() + ": " + firstLine(option);
      }
      return takes(command);
    }
    if (e instanceof OverwrittenOptionException overwritten
        && overwritten.getOverwritten() instanceof OptionSpec option) {
      return "option " + namesOf(option) + " is given twice";
    }
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof CliException refused) {
        return String.valueOf(refused.getMessage()); // a typed option's converter refused the value in words
      }
    }
    @Nullable String value = e.getValue();
    if (spec.parent() == null && value != null) {
      return unknownCommand(value, spec); // help's own refusal: "help foo"
    }
    @Nullable ArgSpec arg = e.getArgSpec();
    if (arg != null && e.getCause() instanceof InvalidPathException invalid) {
      return (arg instanceof OptionSpec option ? option.longestName() : arg.paramLabel())
          + ": \"" + invalid.getInput() + "\" is not a path (" + invalid.getReason() + ")";
    }
    String message = e.getMessage();
    return message == null ? "cannot read the command line (see --help)" : message;
  }

  private static String unknownCommand(String word, CommandSpec tool) {
    return "unknown command \"" + word.toLowerCase(Locale.ROOT) + "\"; the commands are "
        + String.join(", ", visibleCommands(tool)) + " (see --help)";
  }

  /** A command given the wrong number of arguments: what it takes, and its synopsis. */
  private static String takes(CommandLine command) {
    CommandSpec spec = command.getCommandSpec();
    List<PositionalParamSpec> positionals = spec.positionalParameters();
    List<String> words = new ArrayList<>();
    for (PositionalParamSpec positional : positionals) {
      words.add((positionals.size() == 1 ? "one " : "a ") + positional.paramLabel().replaceAll("[<>]", ""));
    }
    String usage = command.getHelp() instanceof HelpLayout layout ? "; usage: " + layout.oneLine() : "";
    return spec.name() + " takes " + (words.isEmpty() ? "no arguments" : String.join(" and ", words)) + usage;
  }

  /** Whether the command line names the option: then its value is what is missing. */
  private static boolean given(OptionSpec option, String[] args) {
    return Arrays.stream(args).anyMatch(a -> Arrays.stream(option.names()).anyMatch(a::equalsIgnoreCase));
  }

  /** {@code --simulations (or --playouts)}: an option with its other names. */
  private static String namesOf(OptionSpec option) {
    List<String> others = new ArrayList<>(Arrays.asList(option.names()));
    others.remove(option.longestName());
    return option.longestName() + (others.isEmpty() ? "" : " (or " + String.join(", ", others) + ")");
  }

  /** What the option is: its description up to the first semicolon, where the details begin. */
  private static String firstLine(OptionSpec option) {
    String[] description = option.description();
    if (description.length == 0) {
      return "see --help";
    }
    String text = String.format(Locale.ROOT, description[0]);
    int details = text.indexOf("; ");
    return details < 0 ? text : text.substring(0, details);
  }

  private static List<String> visibleCommands(CommandSpec spec) {
    List<String> names = new ArrayList<>();
    spec.subcommands().forEach((name, command) -> {
      if (!command.getCommandSpec().usageMessage().hidden()) {
        names.add(name);
      }
    });
    return names;
  }

  private static String suggestion(UnmatchedArgumentException e) {
    List<String> suggestions = e.getSuggestions();
    return suggestions.isEmpty() ? "" : "; did you mean " + String.join(" or ", suggestions) + "?";
  }
}
