import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftPhase;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * For the positions of game records after given numbers of plies: can DARK force a win, by five in
 * the placement phase or with his first shift (the 50th ply)? D = yes (proved), L = no (LIGHT can
 * avoid it: proved), ? = not decided within the node limit. An AND-OR search over the placements
 * with a table of the positions decided.
 *
 * <p>Usage: {@code java -cp boardrules-cli.jar FiveShiftTransition.java NODES PLY,PLY,... RECORD...}
 */
public class FiveShiftTransition {
  static final FiveShift RULES = FiveShift.standard();
  static final Map<Long, Boolean> decided = new HashMap<>();
  static long nodes;
  static long limit;

  /** Thrown when the node limit is reached. */
  static final class GiveUp extends RuntimeException {
    GiveUp() {
      super(null, null, false, false);
    }
  }

  static boolean darkWins(FiveShiftState state) {
    if (++nodes > limit) {
      throw new GiveUp();
    }
    Status status = RULES.status(state);
    if (status.isOver()) {
      return status.winner().orElse(null) == Player.SECOND;
    }
    if (state.phase() != FiveShiftPhase.PLACEMENT) {
      // The board is full and DARK shifts first: does one of his shifts win at once?
      for (PikkPakkMove move : RULES.legalMoves(state)) {
        Status after = RULES.status(RULES.play(state, move));
        if (after.isOver() && after.winner().orElse(null) == Player.SECOND) {
          return true;
        }
      }
      return false;
    }
    Boolean known = decided.get(state.positionHash());
    if (known != null) {
      return known;
    }
    boolean darkToMove = state.toMove() == Player.SECOND;
    boolean result = !darkToMove;
    for (PikkPakkMove move : RULES.legalMoves(state)) {
      if (darkWins(RULES.play(state, move)) == darkToMove) {
        result = darkToMove;
        break;
      }
    }
    decided.put(state.positionHash(), result);
    return result;
  }

  public static void main(String[] args) throws Exception {
    limit = Long.parseLong(args[0]);
    int[] plies = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
    Map<Integer, int[]> totals = new TreeMap<>();
    for (int i = 2; i < args.length; i++) {
      Path file = Path.of(args[i]);
      GameRecord<FiveShiftState, PikkPakkMove> record =
          GameRecord.read(Files.readString(file), RULES.notation(), RULES.positions());
      StringBuilder out = new StringBuilder(file.getParent().getFileName() + "/" + file.getFileName());
      FiveShiftState state = record.start();
      for (PikkPakkMove move : record.moves()) {
        int ply = state.ply();
        if (Arrays.stream(plies).anyMatch(p -> p == ply)) {
          decided.clear();
          nodes = 0;
          char verdict;
          try {
            verdict = darkWins(state) ? 'D' : 'L';
          } catch (GiveUp limitReached) {
            verdict = '?';
          }
          out.append(' ').append(ply).append(verdict);
          totals.computeIfAbsent(ply, k -> new int[3])["DL?".indexOf(verdict)]++;
        }
        state = RULES.play(state, move);
      }
      Status end = RULES.status(state);
      out.append("  winner ").append(end.winner().map(p -> p == Player.FIRST ? "LIGHT" : "DARK").orElse("none"))
          .append(" at ply ").append(state.ply());
      System.out.println(out);
    }
    totals.forEach((ply, t) -> System.out.println("ply " + ply + ": DARK forces a win by his first shift " + t[0]
        + ", LIGHT avoids it " + t[1] + ", undecided " + t[2]));
  }
}
