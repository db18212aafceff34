package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked line of play of the Pikk-Pakk page of João Pedro Neto's "World of Abstract Games",
 * replayed, each of its claims checked: repository jpneto/world_abstract_games, file {@code pikkpakk.htm}, commit
 * 512b23e8eb8ea2de11923460a66b186dc0df049a (the page's last change; snapshot at e0b09a3c2d34).
 *
 * <p>The page draws its boards with {@code boardgv2diag}: rows from the top (row 9), {@code w} a
 * white ball, {@code x} a black one, {@code u} the red TARGET, a digit that many empty points (the
 * pictures {@code w.gif}, {@code x.gif} and {@code u.gif} are white, dark grey and red). Its
 * opening diagram is this library's spiral with white as LIGHT ({@code X}) and black as DARK
 * ({@code o}). The example's text, verbatim: "If Black shifts down the e column, White can win in 2
 * turns. He shifts down column d. Then Black can only shifts up column e, which the reply left
 * shift of row 5 gives a win to White." Its diagram shows the position after Black's first push.
 * As in the Zillions file, Black moves first there; the booklet (and this library's start) lets
 * LIGHT begin, so the line is replayed from the opening with DARK to move.
 */
class PikkPakkPublishedExampleTest {
  private static final PikkPakk RULES = PikkPakk.standard();

  /** The page's opening diagram, as written in its source. */
  private static final String OPENING_DIAGRAM =
      "lurd,9,9,9/.wxxxxxx./.wxwwwww./.wxwxxxw./.wxwuwxw./.wxxxwxw./.wwwwwxw./.xxxxxxw./9";

  /** The example's diagram: the opening after Black shifted column e down. */
  private static final String EXAMPLE_DIAGRAM =
      "lurd,9,9,9/.wxx.xxx./.wxwxwww./.wxwwxxw./.wxwxwxw./.wxxuwxw./.wwwxwxw./.xxxwxxw./4x4";

  /** Turns a boardgv2diag board of 9x9 into the board part of this library's position text. */
  private static String board(String diagram) {
    String points = diagram.substring("lurd,9,9,".length());
    StringBuilder out = new StringBuilder();
    int inRow = 0;
    for (int k = 0; k < points.length(); k++) {
      char ch = points.charAt(k);
      if (ch == '/') {
        continue;
      }
      int count = Character.isDigit(ch) ? ch - '0' : 1;
      char symbol =
          switch (ch) {
            case 'w' -> 'X';
            case 'x' -> 'o';
            case 'u' -> 'R';
            default -> '.';
          };
      for (int i = 0; i < count; i++) {
        out.append(symbol);
        if (++inRow % 9 == 0 && inRow < 81) {
          out.append('/');
        }
      }
    }
    assertThat(inRow).as("points in %s", diagram).isEqualTo(81);
    return out.toString();
  }

  private static String boardOf(PikkPakkState state) {
    String text = state.toString();
    return text.substring(0, text.indexOf(' '));
  }

  @Test
  void thePagesOpeningIsTheSpiral() {
    assertThat(board(OPENING_DIAGRAM)).isEqualTo(boardOf(RULES.initialState()));
  }

  @Test
  void theExampleLineReplaysToWhitesWin() {
    PikkPakkState state = RULES.positions().decode(board(OPENING_DIAGRAM) + " o 0");

    // "If Black shifts down the e column": the run e2-e8 (4 DARK, 2 LIGHT, the TARGET) one down.
    state = RULES.play(state, PikkPakkMove.parse("e2-e8v"));
    assertThat(boardOf(state)).as("the example's diagram").isEqualTo(board(EXAMPLE_DIAGRAM));
    assertThat(state.target()).isEqualTo(Point.parse("e4"));
    assertThat(winsInTwo(state)).as("White's winning first moves").contains("d2-d8v");

    // "He shifts down column d."
    state = RULES.play(state, PikkPakkMove.parse("d2-d8v"));
    assertThat(RULES.status(state).isOngoing()).isTrue();

    // "Then Black can only shift up column e": White now threatens b4-h4>, which carries the
    // TARGET to f4 between e4, g4, f5 and f3, all LIGHT. Of DARK's seven pushes, e1-e7^ (the
    // TARGET to e5) is the only one that parries it — the page's "can only" — and after each of
    // them LIGHT has a win in one, as "White can win in 2 turns" says.
    List<String> parries = new ArrayList<>();
    for (PikkPakkMove reply : RULES.legalMoves(state)) {
      PikkPakkState afterReply = RULES.play(state, reply);
      assertThat(RULES.status(afterReply).isOngoing()).isTrue();
      if (RULES.status(RULES.play(afterReply, PikkPakkMove.parse("b4-h4>"))).winner().isEmpty()) {
        parries.add(reply.toString());
      }
      assertThat(winsInOne(afterReply)).as("LIGHT's wins after %s", reply).isNotEmpty();
    }
    assertThat(RULES.legalMoves(state)).hasSize(7);
    assertThat(parries).containsExactly("e1-e7^");
    state = RULES.play(state, PikkPakkMove.parse("e1-e7^"));
    assertThat(winsInOne(state)).containsExactly("b5-h5<");

    // "the reply left shift of row 5 gives a win to White": the TARGET goes to d5, enclosed.
    state = RULES.play(state, PikkPakkMove.parse("b5-h5<"));
    Status status = RULES.status(state);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PikkPakkTermination.ENCLOSURE);
    assertThat(state.target()).isEqualTo(Point.parse("d5"));
    assertThat(status.description()).isEqualTo("LIGHT balls enclose the TARGET on d5");
  }

  /** White's moves that win at once. */
  private static List<String> winsInOne(PikkPakkState whiteToMove) {
    List<String> wins = new ArrayList<>();
    for (PikkPakkMove move : RULES.legalMoves(whiteToMove)) {
      if (RULES.status(RULES.play(whiteToMove, move)).winner().orElse(null) == Player.FIRST) {
        wins.add(move.toString());
      }
    }
    return wins;
  }

  /**
   * White's first moves that win in two turns whatever Black answers: a plain three-ply search
   * over the rules' moves and status, written here for the page's "White can win in 2 turns".
   */
  private static List<String> winsInTwo(PikkPakkState whiteToMove) {
    List<String> wins = new ArrayList<>();
    for (PikkPakkMove first : RULES.legalMoves(whiteToMove)) {
      PikkPakkState afterFirst = RULES.play(whiteToMove, first);
      if (RULES.status(afterFirst).isOver()) {
        continue; // a win in one would be a win in one; the page speaks of two turns
      }
      boolean everyReplyLoses = true;
      for (PikkPakkMove reply : RULES.legalMoves(afterFirst)) {
        PikkPakkState afterReply = RULES.play(afterFirst, reply);
        Status replyStatus = RULES.status(afterReply);
        boolean whiteWins = replyStatus.winner().orElse(null) == Player.FIRST;
        if (!whiteWins && replyStatus.isOngoing()) {
          for (PikkPakkMove second : RULES.legalMoves(afterReply)) {
            if (RULES.status(RULES.play(afterReply, second)).winner().orElse(null) == Player.FIRST) {
              whiteWins = true;
              break;
            }
          }
        }
        if (!whiteWins) {
          everyReplyLoses = false;
          break;
        }
      }
      if (everyReplyLoses) {
        wins.add(first.toString());
      }
    }
    return wins;
  }
}
