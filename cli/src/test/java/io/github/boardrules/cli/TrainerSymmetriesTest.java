package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The trainer's NIM symmetries ({@code learning/python/symmetries.py}, which {@code train.py
 * --symmetries auto} augments the data with) agree with the rules: for each of the 8 maps and
 * seeded random positions, the observation the map makes is the observation of a NIM position
 * (the balls moved, the mover kept) whose legal actions are the images of the position's legal
 * actions, and playing action a then mapping gives the position that playing the image of a in the
 * mapped position gives. The maps are read from Python; the positions, legal actions and moves are
 * the Java encoding's, so a wrong action order or point numbering in Python fails here.
 */
class TrainerSymmetriesTest {
  @Test
  void nimsMapsAreSymmetriesOfTheRules() throws IOException, InterruptedException {
    List<int[]> maps = mapsFromPython();
    assertThat(maps).as("8 observation maps, then 8 action maps").hasSize(16);
    GridNim rules = GridNim.standard();
    ActionEncoding<GridNimState, GridNimMove> encoding = rules.encoding();
    SplittableRandom random = new SplittableRandom(72);
    for (int k = 0; k < 8; k++) {
      int[] observationMap = maps.get(k);
      int[] actionMap = maps.get(8 + k);
      assertThat(observationMap).hasSize(Arrays.stream(encoding.observationShape()).reduce(1, (x, y) -> x * y));
      assertThat(sorted(actionMap)).as("map %d permutes the actions", k).isEqualTo(identity(encoding.actionCount()));
      for (int trial = 0; trial < 100; trial++) {
        Player mover = random.nextBoolean() ? Player.FIRST : Player.SECOND;
        GridNimState state = rules.state(random.nextLong(1L << 16), mover);
        GridNimState image = imageOf(rules, encoding, state, observationMap);
        int[] legal = encoding.legalActions(state);
        int[] mapped = Arrays.stream(legal).map(a -> actionMap[a]).sorted().toArray();
        assertThat(encoding.legalActions(image)).as("map %d, %s: legal actions", k, state).isEqualTo(mapped);
        for (int a : legal) {
          GridNimState after = rules.play(state, encoding.move(state, a));
          GridNimState imageAfter = rules.play(image, encoding.move(image, actionMap[a]));
          assertThat(imageOf(rules, encoding, after, observationMap)).as("map %d, %s, action %d", k, state, a)
              .isEqualTo(imageAfter);
        }
      }
    }
  }

  /** The position whose observation is the state's observation mapped (out[q] = in[map[q]]). */
  private static GridNimState imageOf(GridNim rules, ActionEncoding<GridNimState, GridNimMove> encoding,
      GridNimState state, int[] observationMap) {
    float[] observation = encoding.observation(state);
    int points = rules.pointCount();
    long balls = 0;
    for (int q = 0; q < points; q++) {
      if (observation[observationMap[q]] == 1f) {
        balls |= 1L << q;
      }
    }
    assertThat(observation[observationMap[points]]).as("the mover's plane stays the mover's plane")
        .isEqualTo(observation[points]);
    return rules.state(balls, rules.toMove(state));
  }

  private static int[] sorted(int[] values) {
    int[] copy = values.clone();
    Arrays.sort(copy);
    return copy;
  }

  private static int[] identity(int n) {
    int[] values = new int[n];
    Arrays.setAll(values, i -> i);
    return values;
  }

  /** The maps of symmetries.known("nim"), one line each: the 8 observation maps, then the 8 action maps. */
  private static List<int[]> mapsFromPython() throws IOException, InterruptedException {
    String script = "import sys; sys.path.insert(0, 'learning/python'); import symmetries\n"
        + "for maps in symmetries.known('nim'):\n"
        + "    for m in maps: print(' '.join(str(int(i)) for i in m))\n";
    String output = CliLearningLoopTest.torchScriptOutput(script, 60);
    List<int[]> maps = new ArrayList<>();
    for (String line : output.strip().split("\n")) {
      maps.add(Arrays.stream(line.trim().split(" ")).mapToInt(Integer::parseInt).toArray());
    }
    return maps;
  }
}
