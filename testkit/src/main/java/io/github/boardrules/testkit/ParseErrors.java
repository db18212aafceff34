package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.function.Function;

/**
 * Checks that a parser refuses a text the way the library promises: a {@link TextParseException}
 * of the right kind, naming the whole input, the index of the offending character and a reason.
 *
 * <pre>{@code
 * ParseErrors.assertRefused(notation::parse, "move", "b2-b9", 4, "row 9 is off the board");
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class ParseErrors {
  private ParseErrors() {}

  /**
   * Asserts that {@code parser} refuses {@code input}.
   *
   * @param parser the parser, such as {@code notation::parse}
   * @param kind the expected {@link TextParseException#kind()}
   * @param input the text to give it
   * @param index the expected {@link TextParseException#errorIndex()}
   * @param reasonPart text the reason must contain
   * @return the exception, for further checks
   */
  public static TextParseException assertRefused(
      Function<String, ?> parser, String kind, String input, int index, String reasonPart) {
    TextParseException e = catchThrowableOfType(TextParseException.class, () -> parser.apply(input));
    assertThat(e).as("reading \"%s\" is refused", input).isNotNull();
    assertThat(e.kind()).isEqualTo(kind);
    assertThat(e.input()).isEqualTo(input);
    assertThat(e.errorIndex()).as("index for \"%s\": %s", input, e.getMessage()).isEqualTo(index);
    assertThat(e.reason()).contains(reasonPart);
    // The message quotes the input, cut to its first 200 characters when longer.
    String quoted = input.length() <= 200 ? input + "\"" : input.substring(0, 200) + "...\"";
    assertThat(e.getMessage()).contains("\"" + quoted).contains("at index " + index);
    return e;
  }
}
