<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\HealthBadge;
use Freshwatch\Tests\Support\TestCase;

final class HealthBadgeTest extends TestCase {

	public function test_scores_take_the_health_colours_and_a_missing_or_zero_score_is_na(): void {
		$this->assertSame( '#16a34a', HealthBadge::score_colour( 80 ) );
		$this->assertSame( '#2563eb', HealthBadge::score_colour( 79.9 ) );
		$this->assertSame( '#2563eb', HealthBadge::score_colour( 60 ) );
		$this->assertSame( '#ca8a04', HealthBadge::score_colour( 40 ) );
		$this->assertSame( '#dc2626', HealthBadge::score_colour( 39 ) );
		$this->assertStringContainsString( '>87%</strong>', HealthBadge::score( 86.6 ) );
		$this->assertStringContainsString( 'N/A', HealthBadge::score( null ) );
		$this->assertStringContainsString( 'N/A', HealthBadge::score( 0.0 ) );
	}

	public function test_status_pills_are_green_yellow_or_red_with_the_underscore_shown_as_a_space(): void {
		$this->assertMatchesRegularExpression( '/background:#dcfce7;color:#166534;[^"]*">fresh<\/span>/', HealthBadge::status( 'fresh' ) );
		$this->assertMatchesRegularExpression( '/background:#fef9c3;color:#854d0e;[^"]*">needs update<\/span>/', HealthBadge::status( 'needs_update' ) );
		$this->assertMatchesRegularExpression( '/background:#fee2e2;color:#991b1b;[^"]*">outdated<\/span>/', HealthBadge::status( 'outdated' ) );
		$this->assertStringNotContainsString( '<script>', HealthBadge::status( '<script>' ) );
	}

	public function test_a_row_has_one_traffic_light_colour_its_statuss(): void {
		$row = array( 'monitored' => true, 'paused' => null, 'check_outcome' => 'analysed', 'health_score' => 69.0, 'status' => 'needs_update', 'last_analyzed' => '2026-02-01 10:00:00' );

		$html = HealthBadge::for_row( $row );

		$this->assertStringContainsString( 'style="color:#ca8a04">69%</strong>', $html, 'yellow like its badge, not blue' );
		$this->assertStringContainsString( 'background:#fef9c3;color:#854d0e;', $html );
		$this->assertStringContainsString( 'color:#16a34a">91%', HealthBadge::for_row( array_merge( $row, array( 'health_score' => 91.0, 'status' => 'fresh' ) ) ) );
		$this->assertStringContainsString( 'color:#dc2626">91%', HealthBadge::for_row( array_merge( $row, array( 'health_score' => 91.0, 'status' => 'outdated' ) ) ) );
	}

	public function test_rows_that_were_never_checked_failed_or_are_paused_say_so(): void {
		$base = array( 'monitored' => true, 'paused' => null, 'check_outcome' => null, 'health_score' => 0.0, 'status' => 'fresh', 'last_analyzed' => null );

		$this->assertStringContainsString( '>Not checked yet</span>', HealthBadge::for_row( $base ) );
		$failed = HealthBadge::for_row( array_merge( $base, array( 'check_outcome' => 'failed', 'check_error' => 'Timeout <x>' ) ) );
		$this->assertStringContainsString( '>Check failed</span>', $failed );
		$this->assertStringContainsString( 'Timeout &lt;x&gt;', $failed );
		$this->assertStringContainsString( '>Monitoring paused</span>', HealthBadge::for_row( array_merge( $base, array( 'paused' => 'trashed' ) ) ) );
		$this->assertSame( '', HealthBadge::for_row( null ) );
	}
}
