package io.github.boardrules.cli;

import java.io.Console;
import java.lang.reflect.InvocationTargetException;

/**
 * Whether the tool's standard streams are a terminal, on every Java from 17: {@link
 * System#console()} is null without a terminal up to Java 21, and from Java 22 it is never null,
 * {@code Console.isTerminal()} (new in 22) answers instead.
 *
 * <pre>{@code
 * boolean plainProgressLines = !Terminal.attached();
 * }</pre>
 */
final class Terminal {
  private Terminal() {}

  /**
   * Returns whether a terminal is attached.
   *
   * @return true on a terminal
   */
  // The null check is the answer up to Java 21; from Java 22 isTerminal answers, as the check asks.
  @SuppressWarnings("SystemConsoleNull")
  static boolean attached() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return Boolean.TRUE.equals(Console.class.getMethod("isTerminal").invoke(console));
    } catch (NoSuchMethodException beforeJava22) {
      return true; // up to Java 21 a console exists only on a terminal
    } catch (IllegalAccessException | InvocationTargetException e) {
      return true;
    }
  }
}
