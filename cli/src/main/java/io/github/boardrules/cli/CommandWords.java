package io.github.boardrules.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the command of a {@code ugi:COMMAND} player into words as a POSIX shell would, without
 * expanding anything: blanks separate words; {@code '...'} quotes everything up to the next
 * {@code '}; {@code "..."} quotes everything but {@code \"} and {@code \\}; a backslash outside
 * quotes takes the next character as it is. So {@code java -jar "my dir/x.jar" ugi nim} is four
 * words, the third {@code my dir/x.jar}. No variables, globs or redirections: the words go to the
 * program as they are, so a command that needs a shell says so ({@code sh -c '...'}).
 */
final class CommandWords {
  private CommandWords() {}

  /**
   * Splits a command into words.
   *
   * @param command the command text
   * @return the words, none empty unless quoted ({@code ''})
   * @throws IllegalArgumentException naming the problem, if a quote is not closed or the text
   *     ends in a lone backslash
   */
  static List<String> split(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    int i = 0;
    while (i < command.length()) {
      char c = command.charAt(i);
      if (c == ' ' || c == '\t') {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
        i++;
      } else if (c == '\'') {
        int close = command.indexOf('\'', i + 1);
        if (close < 0) {
          throw new IllegalArgumentException("the ' at character " + (i + 1) + " is not closed");
        }
        word.append(command, i + 1, close);
        inWord = true;
        i = close + 1;
      } else if (c == '"') {
        int j = i + 1;
        while (j < command.length() && command.charAt(j) != '"') {
          char d = command.charAt(j);
          if (d == '\\' && j + 1 < command.length() && (command.charAt(j + 1) == '"' || command.charAt(j + 1) == '\\')) {
            word.append(command.charAt(j + 1));
            j += 2;
          } else {
            word.append(d);
            j++;
          }
        }
        if (j >= command.length()) {
          throw new IllegalArgumentException("the \" at character " + (i + 1) + " is not closed");
        }
        inWord = true;
        i = j + 1;
      } else if (c == '\\') {
        if (i + 1 >= command.length()) {
          throw new IllegalArgumentException("the command ends in a lone \\");
        }
        word.append(command.charAt(i + 1));
        inWord = true;
        i += 2;
      } else {
        word.append(c);
        inWord = true;
        i++;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /**
   * Splits a list of players at its commas, except commas inside quotes: {@code 3,ugi:"a,b"} is
   * two entries, {@code 3} and {@code ugi:"a,b"} (the quotes stay, for {@link #split}).
   *
   * @param list the list
   * @return the entries, with their quotes
   * @throws IllegalArgumentException if a quote is not closed
   */
  static List<String> entries(String list) {
    List<String> entries = new ArrayList<>();
    StringBuilder entry = new StringBuilder();
    char quote = 0;
    for (int i = 0; i < list.length(); i++) {
      char c = list.charAt(i);
      if (quote != 0) {
        if (c == '\\' && quote == '"' && i + 1 < list.length()) {
          entry.append(c).append(list.charAt(++i));
          continue;
        }
        if (c == quote) {
          quote = 0;
        }
        entry.append(c);
      } else if (c == ',') {
        entries.add(entry.toString());
        entry.setLength(0);
      } else {
        if (c == '\'' || c == '"') {
          quote = c;
        }
        entry.append(c);
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("a " + quote + " is not closed");
    }
    entries.add(entry.toString());
    return entries;
  }
}
