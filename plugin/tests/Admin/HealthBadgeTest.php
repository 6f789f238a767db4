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
}
