package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.zertz.internal.ZertzFeatures;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The groups the evaluation counts as isolation targets, checked on the positions of random games
 * of every board against a reading of {@link ZertzFeatures#isolationTargets}'s definition on the
 * independent geometry of {@link Geometry} (names and sets, whole groups, no early stop): a group
 * already cut off with one vacant ring and a vacant ring elsewhere; and, for each free ring, each
 * group of the rings left that touched it, with no vacant ring and two elsewhere, or one and one
 * elsewhere. Random play ends with a winning set while the board is still open, so the targets
 * are also checked on {@linkplain CrowdedBoards built boards} of a crowded end, where targets abound.
 */
class ZertzIsolationTargetsProperties {

  @Test
  void theTargetsAreTheGroupsTheDefinitionNames() {
    for (ZertzBoard board : ZertzBoard.values()) {
      Zertz rules = Zertz.builder().board(board).build();
      Geometry geometry = Geometry.of(board);
      ForAll.games("isolation targets: " + board, 60, rules, game -> {
        for (ZertzState state : game.states()) {
          assertTargets(board, geometry, state.rings(), state.occupied());
        }
      });
    }
  }

  @Test
  void theTargetsOfBuiltBoardsAreTheGroupsTheDefinitionNames() {
    for (ZertzBoard board : ZertzBoard.values()) {
      Geometry geometry = Geometry.of(board);
      Gen<long[]> boards = random -> CrowdedBoards.build(board, geometry, random);
      ForAll.values("isolation targets of built boards: " + board, 400, boards,
          built -> assertTargets(board, geometry, built[0], built[1]));
    }
  }

  /** The groups found are those the definition names, each once (at most as many as fit). */
  private static void assertTargets(ZertzBoard board, Geometry geometry, long rings, long occupied) {
    Set<Set<String>> expected = expectedTargets(geometry, names(board, rings), names(board, occupied));
    long[] out = new long[ZertzFeatures.MAX_TARGETS];
    int count = board.features().isolationTargets(rings, occupied, out);
    List<Set<String>> found = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      found.add(names(board, out[i]));
    }
    String where = "rings " + names(board, rings) + ", occupied " + names(board, occupied);
    assertThat(new HashSet<>(found)).as("no group twice: " + where).hasSameSizeAs(found);
    if (expected.size() <= ZertzFeatures.MAX_TARGETS) {
      assertThat(found).as(where).containsExactlyInAnyOrderElementsOf(expected);
    } else {
      assertThat(found).as(where).hasSize(ZertzFeatures.MAX_TARGETS);
      assertThat(expected).as(where).containsAll(found);
    }
  }

  private static Set<Set<String>> expectedTargets(
      Geometry geometry, Set<String> rings, Set<String> occupied) {
    Set<String> vacant = new HashSet<>(rings);
    vacant.removeAll(occupied);
    Set<Set<String>> targets = new HashSet<>();
    if (vacant.isEmpty()) {
      return targets;
    }
    for (Set<String> group : geometry.groups(rings)) {
      if (count(group, vacant) == 1 && vacant.size() > 1) {
        targets.add(group);
      }
    }
    for (String removed : geometry.free(rings, occupied)) {
      Set<String> rest = new HashSet<>(rings);
      rest.remove(removed);
      Set<String> restVacant = new HashSet<>(vacant);
      restVacant.remove(removed);
      for (Set<String> group : geometry.groups(rest)) {
        if (!touches(geometry, group, removed)) {
          continue;
        }
        int inside = count(group, restVacant);
        int outside = restVacant.size() - inside;
        if ((inside == 0 && outside >= 2) || (inside == 1 && outside >= 1)) {
          targets.add(group);
        }
      }
    }
    return targets;
  }

  private static boolean touches(Geometry geometry, Set<String> group, String ring) {
    for (int d = 0; d < 6; d++) {
      if (group.contains(geometry.neighbour(ring, d))) {
        return true;
      }
    }
    return false;
  }

  private static int count(Set<String> group, Set<String> rings) {
    int n = 0;
    for (String r : group) {
      if (rings.contains(r)) {
        n++;
      }
    }
    return n;
  }

  private static Set<String> names(ZertzBoard board, long mask) {
    Set<String> names = new HashSet<>();
    for (long m = mask; m != 0; m &= m - 1) {
      names.add(board.cellName(Long.numberOfTrailingZeros(m)));
    }
    return names;
  }
}
