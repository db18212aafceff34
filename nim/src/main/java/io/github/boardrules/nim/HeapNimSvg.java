package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.svg.SvgBuilder;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of heap Nim positions as SVG documents (written as text, no dependencies): one row per
 * heap, labelled {@code h1}, {@code h2}, ... as in the notation, with a golden ball for each ball
 * left and a faint empty circle for each ball taken since the start; and, when asked, the last
 * move: blue rings on the places of the balls it took.
 *
 * <p>Every ball left carries {@code data-point} with the move that takes it and the balls to its
 * right ({@code h3:2}): see {@link #clicks}.
 *
 * <pre>{@code
 * HeapNim rules = HeapNim.triangle();
 * HeapNimMove move = rules.notation().parse("h3:2");
 * HeapNimState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("heaps.svg"), HeapNimSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class HeapNimSvg {
  private static final double CELL = 30;
  private static final double LEFT = 40;
  private static final double TOP = 40;
  private static final String TEXT = "#222222";

  private HeapNimSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   * @throws IllegalArgumentException if the state's number of heaps is not the rules'
   */
  public static String render(HeapNim rules, HeapNimState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and rings the places of the balls the last move took: the ones right after
   * the balls left in its heap.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the state's number of heaps is not the rules', or the
   *     move's heap is not one of them
   */
  public static String render(HeapNim rules, HeapNimState state, HeapNimMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): one ball, the first of those the move takes from the right-hand end of its row,
   * named by the move's notation.
   *
   * <pre>{@code
   * HeapNimSvg.clicks(notation.parse("h3:2"));   // [h3:2], the second ball from the right of heap 3
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(HeapNimMove move) {
    return List.of(move.toString());
  }

  private static String draw(HeapNim rules, HeapNimState state, @Nullable HeapNimMove lastMove) {
    int heaps = rules.heapCount();
    if (state.heapCount() != heaps) {
      throw new IllegalArgumentException(
          "The state has " + state.heapCount() + " heaps, but " + rules + " has " + heaps);
    }
    if (lastMove != null && (lastMove.heap() < 1 || lastMove.heap() > heaps)) {
      throw new IllegalArgumentException(
          "The last move " + lastMove + " takes from no heap of " + rules);
    }
    int[] start = rules.startingHeaps();
    int slots = 1;
    for (int i = 0; i < heaps; i++) {
      int taken = lastMove != null && lastMove.heap() == i + 1 ? lastMove.count() : 0;
      slots = Math.max(slots, Math.max(start[i], state.heap(i + 1) + taken));
    }
    Status status = rules.status(state);
    // The side as the rules, their statuses and every tool name it (FIRST, SECOND).
    String title = "Heap Nim - " + (status.isOver() ? "game over" : rules.sideName(state.toMove()) + " to move");
    String description = rules.toString();
    double width = Math.max(LEFT + slots * CELL + 16,
        8 + 7 * Math.max(title.length(), description.length()));
    int captionLines = 2 + (lastMove != null ? 1 : 0);
    double height = TOP + heaps * CELL + 12 + captionLines * 18 + 6;
    SvgBuilder svg = new SvgBuilder(width, height);
    svg.title(title);
    svg.rect(0, 0, width, height, "#ffffff", "none", 0);
    svg.text(8, 24, title, 15, "start", TEXT);
    for (int i = 0; i < heaps; i++) {
      double cy = TOP + i * CELL + CELL / 2;
      svg.text(LEFT - 8, cy + 5, "h" + (i + 1), 14, "end", TEXT);
      int left = state.heap(i + 1);
      int taken = lastMove != null && lastMove.heap() == i + 1 ? lastMove.count() : 0;
      int heapSlots = Math.max(start[i], left + taken);
      for (int k = 0; k < heapSlots; k++) {
        double cx = LEFT + k * CELL + CELL / 2;
        if (k < left) {
          svg.point(HeapNimMove.of(i + 1, left - k).toString()).circle(cx, cy, CELL * 0.36, GridNimSvg.BALL_FILL, "#7a5a1e", 1.2);
        } else {
          svg.circle(cx, cy, CELL * 0.3, "none", GridNimSvg.TAKEN_STROKE, 1.2);
        }
      }
      if (lastMove != null && lastMove.heap() == i + 1) {
        for (int k = left; k < left + lastMove.count(); k++) {
          svg.decoration().circle(LEFT + k * CELL + CELL / 2, cy, CELL * 0.44, "none", GridNimSvg.MARK, 2.5);
        }
      }
    }
    double y = TOP + heaps * CELL + 12 + 14;
    if (lastMove != null) {
      svg.text(8, y, "last move " + lastMove, 13, "start", TEXT);
      y += 18;
    }
    svg.text(8, y, description, 13, "start", TEXT);
    y += 18;
    int balls = state.totalBalls();
    svg.text(8, y, status.isOver() ? status.description()
        : balls + (balls == 1 ? " ball" : " balls") + " left", 13, "start", TEXT);
    return svg.toString();
  }
}
