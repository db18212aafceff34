package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Feeds a reader of texts (a record or position reader) with mutations of real inputs and checks
 * the promise every reader makes: it returns, or throws a {@link TextParseException} that names a
 * part of the input and an index inside it, or an {@link IllegalMoveException} with the move
 * number of the recorded move the rules refuse. Any other exception — an index out of bounds, a
 * number format exception, a null pointer — fails, with the seed and the mutated text.
 *
 * <p>A mutation applies one to three edits: a deleted or duplicated range, an inserted or replaced
 * character (from a set with control characters, quotes, brackets, a byte-order mark, a lone
 * surrogate and letters outside ASCII), two lines swapped, a cut, a huge number, a byte-order mark
 * in front, CRLF line ends.
 *
 * <pre>{@code
 * ReaderFuzz.Result result = ReaderFuzz.run(List.of(recordText), BoardspaceRecords::read, 2_000, 42);
 * assertThat(result.refused()).isPositive();
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class ReaderFuzz {
  private static final String ODD =
      "\u0000\u0001\t\n\r \"\\[]();,.:-+=x#0123456789aAbBcCdDeEhHzZ\u00c8\u00e9\u200b\uFEFF\uFFFD\ud800";

  private ReaderFuzz() {}

  /**
   * How the reader took the mutations.
   *
   * @param mutations the texts tried
   * @param accepted read without an exception
   * @param unreadable refused with a {@link TextParseException}
   * @param illegal refused with an {@link IllegalMoveException}
   */
  @API(status = MAINTAINED, since = "0.1.0")
  public record Result(int mutations, int accepted, int unreadable, int illegal) {
    /**
     * Returns the texts refused either way.
     *
     * @return unreadable plus illegal
     */
    public int refused() {
      return unreadable + illegal;
    }
  }

  /**
   * Runs the reader on mutations of the inputs.
   *
   * @param inputs real texts the reader accepts
   * @param reader the reader, such as {@code BoardspaceRecords::read}
   * @param mutations how many mutated texts to try
   * @param seed the seed of the mutations
   * @return the counts
   * @throws AssertionError at the first text refused with another exception, or with an exception
   *     that names no part of the text or an index outside it
   */
  public static Result run(
      List<String> inputs, Function<String, ? extends @Nullable Object> reader, int mutations, long seed) {
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("no inputs to mutate");
    }
    SplittableRandom random = new SplittableRandom(seed);
    int accepted = 0;
    int unreadable = 0;
    int illegal = 0;
    for (int i = 0; i < mutations; i++) {
      long textSeed = random.nextLong();
      String text = mutate(inputs.get(i % inputs.size()), new SplittableRandom(textSeed));
      try {
        if (reader.apply(text) == null) {
          throw new NullPointerException("the reader returned null");
        }
        accepted++;
      } catch (TextParseException e) {
        check(e, text, seed, textSeed);
        unreadable++;
      } catch (IllegalMoveException e) {
        if (e.moveNumber().isEmpty()) {
          throw failure("an IllegalMoveException without its move number: " + e.getMessage(), text, seed, textSeed, e);
        }
        illegal++;
      } catch (RuntimeException e) {
        throw failure("an unexpected " + e, text, seed, textSeed, e);
      }
    }
    return new Result(mutations, accepted, unreadable, illegal);
  }

  private static void check(TextParseException e, String text, long seed, long textSeed) {
    String input = e.input();
    if (!text.contains(input)) {
      throw failure("a TextParseException naming an input that is not part of the text: " + e.getMessage(),
          text, seed, textSeed, e);
    }
    if (e.errorIndex() < 0 || e.errorIndex() > input.length()) {
      throw failure("a TextParseException with index " + e.errorIndex() + " outside its input of "
          + input.length() + " characters", text, seed, textSeed, e);
    }
    if (e.reason().isBlank()) {
      throw failure("a TextParseException without a reason", text, seed, textSeed, e);
    }
  }

  private static AssertionError failure(String what, String text, long seed, long textSeed, Throwable cause) {
    String shown = text.length() <= 2_000 ? text : text.substring(0, 2_000) + "...";
    return new AssertionError("ReaderFuzz (seed " + seed + ", text seed " + textSeed + "): " + what
        + "\nmutated text:\n" + shown, cause);
  }

  /**
   * Mutates a text with one to three edits.
   *
   * @param text the text
   * @param random the source of the edits
   * @return the mutated text
   */
  public static String mutate(String text, SplittableRandom random) {
    StringBuilder s = new StringBuilder(text);
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      edit(s, random);
    }
    return s.toString();
  }

  private static void edit(StringBuilder s, SplittableRandom random) {
    int length = s.length();
    int at = length == 0 ? 0 : random.nextInt(length + 1);
    switch (random.nextInt(10)) {
      case 0 -> s.delete(at, Math.min(length, at + 1 + random.nextInt(12)));
      case 1 -> s.insert(at, ODD.charAt(random.nextInt(ODD.length())));
      case 2 -> {
        if (at < length) {
          s.setCharAt(at, ODD.charAt(random.nextInt(ODD.length())));
        }
      }
      case 3 -> {
        int end = Math.min(length, at + 1 + random.nextInt(40));
        s.insert(end, s.substring(at, end));
      }
      case 4 -> swapLines(s, random);
      case 5 -> s.setLength(at);
      case 6 -> s.insert(at, random.nextBoolean() ? "99999999999999999999" : "-1");
      case 7 -> s.insert(0, '\uFEFF');
      case 8 -> {
        String crlf = s.toString().replace("\r\n", "\n").replace("\n", "\r\n");
        s.setLength(0);
        s.append(crlf);
      }
      default -> {
        if (at < length) {
          char c = s.charAt(at);
          s.setCharAt(at, Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
      }
    }
  }

  private static void swapLines(StringBuilder s, SplittableRandom random) {
    String[] lines = s.toString().split("\n", -1);
    if (lines.length < 2) {
      return;
    }
    int a = random.nextInt(lines.length);
    int b = random.nextInt(lines.length);
    String t = lines[a];
    lines[a] = lines[b];
    lines[b] = t;
    s.setLength(0);
    s.append(String.join("\n", lines));
  }
}
