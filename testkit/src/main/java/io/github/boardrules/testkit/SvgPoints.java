package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.w3c.dom.Element;

/**
 * The named points of a game's picture: every game's SVG puts {@code data-point} (the notation's
 * name of a point, or a control such as {@code pass}) on each clickable element, of class {@code
 * point}. The per-game tests compare these names with the points of the game's notation.
 *
 * <pre>{@code
 * assertThat(SvgPoints.namedAtStart("nim")).containsAll(SvgPoints.grid(4, 4));
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class SvgPoints {
  private SvgPoints() {}

  /**
   * Returns the {@code data-point} names of a picture, checking that each is on an element of
   * class {@code point}.
   *
   * @param svg the picture
   * @return the names
   */
  public static Set<String> named(String svg) {
    Set<String> names = new HashSet<>();
    for (Element e : SvgDoc.parse(svg).all()) {
      if (e.hasAttribute("data-point")) {
        assertThat(e.getAttribute("class")).startsWith("point");
        names.add(e.getAttribute("data-point"));
      }
    }
    return names;
  }

  /**
   * Returns the names of the picture of a catalogue game's initial state.
   *
   * @param game the configured game's text, such as {@code zertz(board=48)}
   * @return the names
   */
  public static Set<String> namedAtStart(String game) {
    return namedAtStart(GameCatalog.load().game(game));
  }

  private static <S, M> Set<String> namedAtStart(ConfiguredGame<S, M> configured) {
    return named(configured.picture(configured.rules().initialState(), null, List.of()).orElseThrow());
  }

  /**
   * Returns the names of a rectangle of points, {@code a1} to the last column and row, column by
   * column.
   *
   * @param columns how many columns, from {@code a}
   * @param rows how many rows, from 1
   * @return the names
   */
  public static List<String> grid(int columns, int rows) {
    List<String> names = new ArrayList<>();
    for (int c = 0; c < columns; c++) {
      for (int r = 1; r <= rows; r++) {
        names.add((char) ('a' + c) + Integer.toString(r));
      }
    }
    return names;
  }
}
